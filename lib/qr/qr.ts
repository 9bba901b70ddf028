import QRCode from 'qrcode';

/** Longest text a QR image is made for: our own links are far shorter. */
export const QR_MAX_LENGTH = 512;

/** The address of the QR image for a link (served by app/qr.svg/route.ts, cached by browsers). */
export function qrImageUrl(link: string): string {
  return `/qr.svg?d=${encodeURIComponent(link)}`;
}

/** SVG markup of a QR code for an http(s) link, or null for anything else. */
export async function qrSvgFor(link: string | null): Promise<string | null> {
  if (!link || link.length > QR_MAX_LENGTH || !/^https?:\/\//.test(link)) return null;
  return QRCode.toString(link, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0d1117', light: '#ffffff' },
  });
}
