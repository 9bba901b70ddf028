import { fold, likePattern } from './fold';

describe('fold', () => {
  it('drops Vietnamese accents and đ, and lowers case', () => {
    expect(fold('Bóng Đá Việt Nam')).toBe('bong da viet nam');
    expect(fold('HÀ NỘI')).toBe(fold('ha noi'));
    expect(fold('Nguyễn Quang Hải')).toBe('nguyen quang hai');
  });
  it('keeps Chinese and collapses white space', () => {
    expect(fold('  英超  焦点\n战 ')).toBe('英超 焦点 战');
  });
  it('folds Latin accents and full words', () => {
    expect(fold('Atlético Madrid')).toBe('atletico madrid');
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
