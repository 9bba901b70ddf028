import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { breadcrumbLd, JsonLd, jsonLdText } from './json-ld';

describe('JsonLd', () => {
  it('cannot be broken out of by text in the data', () => {
    const evil = '</script><script>alert(1)</script><!-- & \u2028';
    const html = renderToStaticMarkup(
      createElement(JsonLd, { data: { '@type': 'Thing', name: evil } }),
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    // One script element, closed once, at the end.
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
    expect(html).not.toContain('<!--');
    const body = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(body).not.toMatch(/[<>&\u2028]/);
    // Still the same data.
    expect(JSON.parse(body)).toEqual({ '@type': 'Thing', name: evil });
  });

  it('takes a list of objects', () => {
    const text = jsonLdText([{ a: 1 }, { b: '<' }]);
    expect(JSON.parse(text)).toEqual([{ a: 1 }, { b: '<' }]);
  });
});

describe('breadcrumbLd', () => {
  it('numbers the trail and makes paths absolute in the page language', () => {
    expect(
      breadcrumbLd('https://example.com', 'vi', [
        { name: 'Trang chủ', path: '/main' },
        { name: 'Tin tức', path: '/news' },
        { name: 'Bài viết' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Trang chủ',
          item: 'https://example.com/vi/main',
        },
        { '@type': 'ListItem', position: 2, name: 'Tin tức', item: 'https://example.com/vi/news' },
        { '@type': 'ListItem', position: 3, name: 'Bài viết' },
      ],
    });
    const zh = breadcrumbLd('https://example.com', 'zh', [
      { name: '首页', path: '/score-detail?id=3' },
    ]);
    expect(zh.itemListElement[0].item).toBe('https://example.com/score-detail?id=3');
  });
});
