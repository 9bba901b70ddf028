import type { useTranslations } from 'next-intl';
import { hasMessage } from './messages';

/**
 * The messages are typed (i18n/app-config.d.ts): the type check (`npm run typecheck`, in CI)
 * rejects an unknown namespace or key. The `@ts-expect-error` line below is that check: were the
 * typing gone, it would be unused and the type check would fail.
 */
type ScoresKey = Parameters<ReturnType<typeof useTranslations<'scores'>>>[0];

const known: ScoresKey[] = ['row.detail', 'state.ft', 'cols.q2'];
// @ts-expect-error: not a key of the scores namespace
const unknown: ScoresKey = 'row.noSuchKey';

describe('typed messages (issue 8, §3)', () => {
  test('the keys the compiler accepts exist in every catalogue; the one it rejects does not', () => {
    for (const locale of ['zh', 'en', 'vi'] as const) {
      for (const k of known) expect(hasMessage(locale, `scores.${k}`)).toBe(true);
      expect(hasMessage(locale, `scores.${unknown}`)).toBe(false);
    }
  });
});
