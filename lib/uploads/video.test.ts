import { sniffImage } from '@/lib/providers/storage/image';
import { sniffVideo } from './video';
import { ebmlFile, ftypFile, mkv, mov, mp4, NOT_MEDIA, png, webm, webp } from './test-media';

describe('sniffVideo', () => {
  it('tells mp4, mov, webm and mkv by their first bytes', () => {
    expect(sniffVideo(mp4())).toBe('mp4');
    expect(sniffVideo(ftypFile('mp42'))).toBe('mp4');
    expect(sniffVideo(ftypFile('avc1'))).toBe('mp4');
    expect(sniffVideo(ftypFile('3gp5'))).toBe('mp4');
    expect(sniffVideo(mov())).toBe('mov');
    expect(sniffVideo(webm())).toBe('webm');
    expect(sniffVideo(mkv())).toBe('mkv');
    // The head alone is enough.
    expect(sniffVideo(mp4().subarray(0, 16))).toBe('mp4');
    expect(sniffVideo(webm().subarray(0, 48))).toBe('webm');
  });

  it('refuses ftyp files that are not videos, and unknown brands', () => {
    expect(sniffVideo(ftypFile('M4A ', 4096, ['M4A ', 'mp42', 'isom']))).toBeNull();
    expect(sniffVideo(ftypFile('heic', 4096, ['mif1', 'heic']))).toBeNull();
    expect(sniffVideo(ftypFile('avif', 4096, ['avif', 'mif1']))).toBeNull();
    expect(sniffVideo(ftypFile('abcd'))).toBeNull();
  });

  it('refuses malformed boxes and EBML headers', () => {
    const tiny = mp4();
    tiny.writeUInt32BE(8, 0); // a box too small to hold a brand
    expect(sniffVideo(tiny)).toBeNull();
    const huge = mp4();
    huge.writeUInt32BE(0xffffff, 0);
    expect(sniffVideo(huge)).toBeNull();
    expect(sniffVideo(ebmlFile('wav'))).toBeNull();
    // An EBML header cut before its DocType.
    expect(sniffVideo(webm().subarray(0, 20))).toBeNull();
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0, 0, 0]))).toBeNull();
    expect(
      sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x85, 0x42, 0x82, 0x88, 0x77])),
    ).toBeNull();
  });

  it.each(NOT_MEDIA)('refuses %s', (_name, bytes) => {
    expect(sniffVideo(bytes)).toBeNull();
    expect(sniffImage(bytes)).toBeNull();
  });

  it('does not take an image for a video, nor a video for an image', async () => {
    expect(sniffVideo(await png())).toBeNull();
    expect(sniffVideo(await webp())).toBeNull();
    expect(sniffImage(mp4())).toBeNull();
    expect(sniffImage(webm())).toBeNull();
    expect(sniffImage(await webp())).toBe('webp');
  });
});
