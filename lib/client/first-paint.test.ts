import { FIRST_PAINT_SCRIPT, PHONE_MEDIA } from './first-paint';

/** Runs the head script as the browser would on `path`; answers the link it added, if any. */
function runOn(path: string): HTMLLinkElement | null {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', path);
  // The head's inline script text, run as the page runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(FIRST_PAINT_SCRIPT)();
  return document.head.querySelector('link[rel="expect"]');
}

test.each(['/main', '/en/main', '/vi/main', '/main/'])(
  '%s waits, on a phone, for the element after the score blocks',
  (path) => {
    const link = runOn(path);
    expect(link?.getAttribute('href')).toBe('#home-more');
    expect(link?.getAttribute('blocking')).toBe('render');
    expect(link?.media).toBe(PHONE_MEDIA);
  },
);

test.each(['/', '/football', '/en/football', '/news/main', '/env/main'])(
  '%s paints as soon as it can',
  (path) => expect(runOn(path)).toBeNull(),
);
