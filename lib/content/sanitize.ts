import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { env } from '@/lib/env';

/**
 * Rich text of articles is sanitised with sanitize-html before it is stored, and again before a
 * page renders it: an allow-list of structural tags, links only to http(s), mail or this site,
 * images only from this site, and no attributes that run script or style.
 *
 * Whether a link or an image is this site's is decided by the WHATWG URL parser (what browsers
 * use) against the site's origin, never by the look of the string: `https:evil.example`,
 * `//evil.example` and `/\evil.example` all leave the site. The stored address is the parser's
 * own reading — a path for the site's (`/news/1`), the full URL for the others — so every browser
 * reads it the same way. Links that leave the site open apart with rel="noopener nofollow ugc".
 * Images from other hosts are dropped here (the page's CSP, img-src 'self', would block them
 * anyway); writers are told at write time (`imageExternal`, docs/architecture.md "Security").
 */

/** Schemes a link may have. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
/** A placeholder origin when PUBLIC_URL is not configured: only relative addresses match it. */
const UNKNOWN_ORIGIN = 'https://site.invalid';

/** The site's origin: PUBLIC_URL's, else a placeholder only relative addresses share. */
export function siteOrigin(): string {
  const configured = env().PUBLIC_URL;
  try {
    if (configured) return new URL(configured).origin;
  } catch {
    // An unusable PUBLIC_URL is refused at start-up (lib/env.ts); relative addresses still work.
  }
  return UNKNOWN_ORIGIN;
}

/** How a browser on `origin` reads `href`: where it goes, and whether that is the site. */
export function resolveHref(href: string, origin: string): { url: URL; internal: boolean } | null {
  let url: URL;
  try {
    // A scheme makes it absolute on its own (`https:evil.example` is https://evil.example/);
    // anything else is relative to the site (`//x`, `/\x`, `news/1`).
    url = URL.canParse(href) ? new URL(href) : new URL(href, `${origin}/`);
  } catch {
    return null;
  }
  return { url, internal: url.origin === origin };
}

/** The stored form of a site address: its path, query and fragment. */
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/** What the sanitiser found besides the HTML. */
export type RichTextReport = {
  /** The site's images the HTML shows, as paths (an upload is `/uploads/<folder>/<name>`). */
  images: string[];
  /** Images from other hosts (or other schemes) it dropped. */
  droppedImages: string[];
};

function options(origin: string, report: RichTextReport): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'code',
      'pre',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const to = attribs.href ? resolveHref(attribs.href, origin) : null;
        const ok = to && LINK_PROTOCOLS.has(to.url.protocol) ? to : null;
        const external = ok !== null && !ok.internal;
        return {
          tagName,
          attribs: {
            ...(ok ? { href: ok.internal ? pathOf(ok.url) : ok.url.href } : {}),
            ...(attribs.title ? { title: attribs.title } : {}),
            ...(external ? { rel: 'noopener nofollow ugc', target: '_blank' } : {}),
          },
        };
      },
      img: (tagName, attribs) => {
        const { src: raw, ...rest } = attribs;
        const to = raw ? resolveHref(raw, origin) : null;
        const src = to?.internal ? pathOf(to.url) : '';
        if (src) report.images.push(src);
        else if (raw) report.droppedImages.push(raw);
        return { tagName, attribs: { ...(src ? { src } : {}), ...rest, loading: 'lazy' } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * Sanitised article HTML, and what it found: the site's images it keeps and the images from
 * elsewhere it dropped. `origin` is the site's (default: siteOrigin()).
 */
export function sanitizeRichTextReport(
  html: string,
  origin: string = siteOrigin(),
): { html: string } & RichTextReport {
  const report: RichTextReport = { images: [], droppedImages: [] };
  const out = sanitizeHtml(html, options(origin, report)).trim();
  return { html: out, images: [...new Set(report.images)], droppedImages: report.droppedImages };
}

/** Sanitised article HTML. */
export function sanitizeRichText(html: string, origin: string = siteOrigin()): string {
  return sanitizeRichTextReport(html, origin).html;
}

/** The readable text of HTML (for search, summaries and meta descriptions). */
export function htmlToText(html: string): string {
  // Block ends separate words: "</p><p>" must not glue the last word of one to the next.
  const spaced = html.replace(
    /<(?:br|hr|\/(?:p|h\d|li|div|td|th|tr|blockquote|figcaption|pre))\b[^>]*>/gi,
    '$& ',
  );
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
