import { expect, test } from './fixtures';

/**
 * Issue 24 "Lighthouse ≥ 90 at any hour": what keeps the loading page's long tasks short
 * (docs/architecture.md "Main thread while a page loads"). The figures come from
 * `npm run bench -- --lighthouse --at=…`; these check the mechanisms in a real browser.
 */

declare global {
  interface Window {
    /** Which script first built an Intl formatter, recorded by the init script below. */
    __firstIntl?: string;
  }
}

test("Intl's first use, which loads ICU data, is the head's warm-up script", async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
      const Real = Intl[name] as unknown as new (...a: unknown[]) => object;
      const Wrapped = function (this: unknown, ...args: unknown[]) {
        if (window.__firstIntl === undefined) {
          const s = document.currentScript;
          window.__firstIntl = s?.hasAttribute('data-intl-warmup')
            ? 'warm-up'
            : (s?.getAttribute('src') ?? 'a later task');
        }
        return new Real(...args);
      };
      Wrapped.prototype = Real.prototype;
      Object.assign(Wrapped, Real);
      (Intl as unknown as Record<string, unknown>)[name] = Wrapped;
    }
  });
  for (const path of ['/main', '/en/football', '/vi/anchor']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__firstIntl), path).toBe('warm-up');
  }
});
