import { pageMetadata } from './metadata';
import { ogImagePath, pageCardOf } from './og-ref';

describe('pageMetadata', () => {
  it('gives canonical, hreflang for every language and x-default', () => {
    const m = pageMetadata({ locale: 'en', path: '/score-detail?id=3', title: 'A vs B' });
    expect(m.alternates).toEqual({
      canonical: '/en/score-detail?id=3',
      languages: {
        zh: '/score-detail?id=3',
        en: '/en/score-detail?id=3',
        vi: '/vi/score-detail?id=3',
        'x-default': '/score-detail?id=3',
      },
    });
  });

  it('gives an Open Graph and Twitter card with the generated image', () => {
    const m = pageMetadata({
      locale: 'vi',
      path: '/live?id=7',
      title: 'Phòng',
      description: 'Mô tả',
      siteName: 'Site',
      image: { kind: 'room', id: 7 },
    });
    expect(m.openGraph).toEqual({
      type: 'website',
      url: '/vi/live?id=7',
      title: 'Phòng',
      description: 'Mô tả',
      siteName: 'Site',
      locale: 'vi_VN',
      alternateLocale: ['zh_CN', 'en_US'],
      images: [{ url: '/og/room/7?l=vi', width: 1200, height: 630, alt: 'Phòng' }],
    });
    expect(m.twitter).toEqual({
      card: 'summary_large_image',
      title: 'Phòng',
      description: 'Mô tả',
      images: [{ url: '/og/room/7?l=vi', alt: 'Phòng' }],
    });
    expect(m.robots).toBeUndefined();
  });

  it("uses the page's own card by default", () => {
    const m = pageMetadata({ locale: 'zh', path: '/football', title: '足球' });
    const images = (m.openGraph as { images: { url: string }[] }).images;
    expect(images[0].url).toBe('/og/page/football?l=zh');
    expect(pageCardOf('/anchor?type=4')).toEqual({ kind: 'page', id: 'anchor' });
    expect(pageCardOf('/nowhere')).toEqual({ kind: 'page', id: 'main' });
    expect(ogImagePath({ kind: 'news', id: 12 }, 'en')).toBe('/og/news/12?l=en');
  });

  it('describes articles', () => {
    const m = pageMetadata({
      locale: 'zh',
      path: '/news/12',
      title: '标题',
      type: 'article',
      image: [
        { kind: 'news', id: 12 },
        { url: '/images/news/1.jpg', width: 800, height: 450 },
      ],
      article: {
        publishedTime: new Date('2026-01-01T00:00:00Z'),
        modifiedTime: '2026-01-02T00:00:00Z',
        authors: ['小王'],
        section: '英超',
      },
    });
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-01T00:00:00.000Z',
      modifiedTime: '2026-01-02T00:00:00.000Z',
      authors: ['小王'],
      section: '英超',
      images: [
        { url: '/og/news/12?l=zh', width: 1200, height: 630, alt: '标题' },
        { url: '/images/news/1.jpg', width: 800, height: 450, alt: '标题' },
      ],
    });
  });

  it('marks private pages noindex, follow', () => {
    const m = pageMetadata({ locale: 'zh', path: '/member', title: '个人中心', noindex: true });
    expect(m.robots).toEqual({ index: false, follow: true });
  });
});
