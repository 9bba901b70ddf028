import { htmlToText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, handlers, styles, frames and unsafe links', () => {
    const out = sanitizeRichText(
      '<h2 style="color:red">T</h2><p onmouseover="x()">a<script>b()</script></p>' +
        '<svg><script>c()</script></svg><iframe src="https://e.x"></iframe>' +
        '<a href="javascript:alert(1)">j</a><a href="JaVaScRiPt:alert(1)">k</a>' +
        '<a href="data:text/html,<script>alert(1)</script>">d</a>' +
        '<img src="javascript:alert(1)"><img src="http://e.x/a.png"><img src="/uploads/a/b.jpg" onerror="x()">',
    );
    expect(out).toBe(
      '<h2>T</h2><p>a</p><a>j</a><a>k</a><a>d</a><img src="/uploads/a/b.jpg" loading="lazy" />',
    );
  });
  it('marks outside links nofollow and opens them apart', () => {
    expect(sanitizeRichText('<a href="https://e.x/">e</a><a href="/news/1">n</a>')).toBe(
      '<a href="https://e.x/" rel="noopener nofollow ugc" target="_blank">e</a><a href="/news/1">n</a>',
    );
  });
  it('keeps structure', () => {
    const html = '<blockquote><p><strong>x</strong> <em>y</em></p></blockquote><ul><li>1</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('htmlToText', () => {
  it('reads text with word breaks between blocks and decoded entities', () => {
    expect(htmlToText('<p>A&amp;B</p><p>C&nbsp;D</p><ul><li>e</li><li>f</li></ul>')).toBe(
      'A&B C D e f',
    );
  });
});
