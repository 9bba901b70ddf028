import { sealBytes, sealText, unsealBytes, unsealText } from './seal';

describe('seal', () => {
  it('opens text and bytes under the same purpose and context only', () => {
    const text = sealText('personal-data', '11010519491231002X', 'ctx:1');
    expect(text).not.toContain('1101');
    expect(unsealText('personal-data', text, 'ctx:1')).toBe('11010519491231002X');
    expect(() => unsealText('personal-data', text, 'ctx:2')).toThrow();
    expect(() => unsealText('payout-account', text, 'ctx:1')).toThrow();
    // A new IV each time.
    expect(sealText('personal-data', 'x', 'c')).not.toBe(sealText('personal-data', 'x', 'c'));

    const plain = Buffer.from('an image, say');
    const bytes = sealBytes('personal-data', plain, 'upload:7');
    expect(bytes.includes(plain)).toBe(false);
    expect(unsealBytes('personal-data', bytes, 'upload:7')).toEqual(plain);
    expect(() => unsealBytes('personal-data', bytes, 'upload:8')).toThrow();
    const tampered = Buffer.from(bytes);
    tampered[tampered.length - 1] ^= 1;
    expect(() => unsealBytes('personal-data', tampered, 'upload:7')).toThrow();
    expect(() => unsealBytes('personal-data', Buffer.from('short'), 'upload:7')).toThrow();
  });
});
