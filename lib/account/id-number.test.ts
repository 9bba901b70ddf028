import { idNumberValid, maskIdNumber, maskRealName, normalizeIdNumber } from './id-number';

describe('identity numbers', () => {
  it.each([
    ['11010519491231002X', true],
    ['110105194912310021', false], // wrong check character
    ['110105194913310028', false], // month 13
    ['110105290001010010', false], // born in the future
    ['E12345678', true], // passport
    ['079203001234', true], // Vietnamese CCCD
    ['12345', false],
    ['A'.repeat(21), false],
    ['AB-123456', false],
  ])('%s valid: %p', (id, valid) => {
    expect(idNumberValid(id)).toBe(valid);
  });

  it('normalises spaces and case before checking', () => {
    expect(normalizeIdNumber(' 1101 0519 4912 3100 2x ')).toBe('11010519491231002X');
  });

  it.each([
    ['11010519491231002X', '1101**********002X'],
    ['E12345678', 'E1*****78'],
    ['ABC123', 'A****3'],
  ])('masks %s as %s', (id, masked) => {
    expect(maskIdNumber(id)).toBe(masked);
  });

  it.each([
    ['张三', '张*'],
    ['欧阳娜娜', '欧***'],
    ['Lê An', 'L****'],
  ])('masks the name %s as %s', (name, masked) => {
    expect(maskRealName(name)).toBe(masked);
  });
});
