import { qrImageUrl, qrSvgFor } from './qr';

describe('QR images', () => {
  it('draws an SVG for an http(s) link', async () => {
    expect(await qrSvgFor('http://localhost:3000/pages/download')).toMatch(/^<svg/);
  });

  it.each([
    [null],
    [''],
    ['javascript:alert(1)'],
    ['ftp://x'],
    [`https://x.example/${'a'.repeat(600)}`],
  ])('refuses %s', async (link) => {
    expect(await qrSvgFor(link)).toBeNull();
  });

  it('addresses the image by the encoded link', () => {
    expect(qrImageUrl('http://a.example/b?c=1&d=2')).toBe(
      '/qr.svg?d=http%3A%2F%2Fa.example%2Fb%3Fc%3D1%26d%3D2',
    );
  });
});
