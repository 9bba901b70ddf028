/**
 * Pages whose first paint on a phone waits for an element (docs/architecture.md "Main thread while
 * a page loads"). Under 992 px /main shows the hero after the score blocks, but the hero comes
 * first in the document: a first paint of a partly parsed page would show it under the hot
 * matches and then push it down (a layout shift of 0.4 in Lighthouse). A render-blocking
 * `<link rel="expect">` holds that paint until the element after the blocks is parsed.
 *
 * The link is added by the head's inline script (app/[locale]/layout.tsx) rather than written in
 * the markup: the Nu HTML checker does not know `rel="expect"` yet and refuses its `blocking`
 * attribute. Browsers without it paint as before.
 */
export const FIRST_PAINT_WAITS: Readonly<Record<string, string>> = { '/main': 'home-more' };

/** The phone layout's media query (the site's breakpoint is 992 px). */
export const PHONE_MEDIA = '(max-width: 991.98px)';

/** Adds the page's render-blocking link, if it has one; the path is read without its locale. */
export const FIRST_PAINT_SCRIPT = `try{var w=${JSON.stringify(FIRST_PAINT_WAITS)}[location.pathname.replace(/^\\/(en|vi)(?=\\/|$)/,'').replace(/\\/$/,'')||'/'];if(w){var k=document.createElement('link');k.rel='expect';k.href='#'+w;k.setAttribute('blocking','render');k.media=${JSON.stringify(PHONE_MEDIA)};document.head.appendChild(k)}}catch(e){}`;
