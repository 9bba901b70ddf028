import { htmlToText, resolveHref, sanitizeRichText, sanitizeRichTextReport } from './sanitize';

const SITE = 'https://site.example';
const clean = (html: string) => sanitizeRichText(html, SITE);
const EXTERNAL = 'rel="noopener nofollow ugc" target="_blank"';

describe('sanitizeRichText', () => {
  it('removes scripts, handlers, styles, frames and unsafe links', () => {
    const out = clean(
      '<h2 style="color:red">T</h2><p onmouseover="x()">a<script>b()</script></p>' +
        '<svg><script>c()</script></svg><iframe src="https://e.x"></iframe>' +
        '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a>' +
        '<a href=" java&#9;script:alert(1)">t</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">d</a>' +
        '<img src="javascript:alert(1)"><img src="http://e.x/a.png"><img src="/uploads/a/b.jpg" onerror="x()">',
    );
    expect(out).toBe(
      '<h2>T</h2><p>a</p><a>j</a><a>k</a><a>t</a><a>d</a><img src="/uploads/a/b.jpg" loading="lazy" />',
    );
  });

  it('marks outside links nofollow and opens them apart', () => {
    expect(clean('<a href="https://e.x/">e</a><a href="/news/1">n</a>')).toBe(
      `<a href="https://e.x/" ${EXTERNAL}>e</a><a href="/news/1">n</a>`,
    );
  });

  it('decides internal or external with the URL parser, as a browser reads the address', () => {
    const cases: [string, string][] = [
      // A scheme without slashes is still another host to a browser.
      ['https:evil.example', `<a href="https://evil.example/" ${EXTERNAL}>x</a>`],
      ['http:evil.example/a', `<a href="http://evil.example/a" ${EXTERNAL}>x</a>`],
      // Protocol-relative, and with a backslash (read as a slash).
      ['//evil.example/p', `<a href="https://evil.example/p" ${EXTERNAL}>x</a>`],
      ['/\\evil.example', `<a href="https://evil.example/" ${EXTERNAL}>x</a>`],
      ['\\\\evil.example', `<a href="https://evil.example/" ${EXTERNAL}>x</a>`],
      // The site's own origin in any case is the site: kept as a path.
      ['HTTPS://SITE.EXAMPLE/news/2?x=1#c', '<a href="/news/2?x=1#c">x</a>'],
      ['https://site.example:443/a', '<a href="/a">x</a>'],
      ['news/3', '<a href="/news/3">x</a>'],
      ['#top', '<a href="/#top">x</a>'],
      // Another port or scheme is another origin.
      ['http://site.example/a', `<a href="http://site.example/a" ${EXTERNAL}>x</a>`],
      [
        'https://site.example.evil.example/',
        `<a href="https://site.example.evil.example/" ${EXTERNAL}>x</a>`,
      ],
      ['mailto:a@b.example', `<a href="mailto:a@b.example" ${EXTERNAL}>x</a>`],
      ['javascript:alert(1)', '<a>x</a>'],
      ['vbscript:x', '<a>x</a>'],
      ['https://[bad', '<a>x</a>'],
    ];
    for (const [href, html] of cases)
      expect({ href, html: clean(`<a href="${href}">x</a>`) }).toEqual({ href, html });
  });

  it('keeps only the site’s images, as paths, and reports the others', () => {
    const r = sanitizeRichTextReport(
      '<img src="/uploads/post-images/a.jpg" alt="a">' +
        '<img src="HTTPS://SITE.EXAMPLE/uploads/post-images/b.jpg">' +
        '<img src="https://cdn.example/c.png"><img src="//evil.example/d.png">' +
        '<img src="https:evil.example/e.png"><img src="/images/covers/x.svg">',
      SITE,
    );
    expect(r.html).toBe(
      '<img src="/uploads/post-images/a.jpg" alt="a" loading="lazy" />' +
        '<img src="/uploads/post-images/b.jpg" loading="lazy" />' +
        '<img src="/images/covers/x.svg" loading="lazy" />',
    );
    expect(r.images).toEqual([
      '/uploads/post-images/a.jpg',
      '/uploads/post-images/b.jpg',
      '/images/covers/x.svg',
    ]);
    expect(r.droppedImages).toEqual([
      'https://cdn.example/c.png',
      '//evil.example/d.png',
      'https:evil.example/e.png',
    ]);
  });

  it('keeps structure', () => {
    const html = '<blockquote><p><strong>x</strong> <em>y</em></p></blockquote><ul><li>1</li></ul>';
    expect(clean(html)).toBe(html);
  });
});

describe('resolveHref', () => {
  it('answers null for what no browser can parse', () => {
    expect(resolveHref('http://[', SITE)).toBeNull();
    expect(resolveHref('/a', SITE)).toMatchObject({ internal: true });
  });
});

describe('htmlToText', () => {
  it('reads text with word breaks between blocks and decoded entities', () => {
    expect(htmlToText('<p>A&amp;B</p><p>C&nbsp;D</p><ul><li>e</li><li>f</li></ul>')).toBe(
      'A&B C D e f',
    );
  });
});
