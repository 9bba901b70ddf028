import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage } from 'icu-minify/format';
import { _createCache, _createIntlFormatters, type RichTranslationValues } from 'use-intl/core';
import formatFull from 'use-intl/format-message';
import formatOnly from 'use-intl/format-message/format-only';
import { compiledMessagesFor, messagesFor } from './messages';

/**
 * The Next build formats the compiled messages with use-intl's format-only runtime (decision
 * 018); tests and the rest of the code see the plain strings and the full ICU parser. Every
 * message of every locale must read the same both ways, for every branch of its plurals and
 * selects, or a page would say one thing in the tests and another in production.
 *
 * In the UI project (`*.ui.test.ts`): these packages ship ESM only, which the API project, run
 * with --experimental-vm-modules, cannot require.
 */

type Values = RichTranslationValues;

const text = (out: unknown) => (Array.isArray(out) ? out.join('') : String(out));

/** One set of values per branch worth trying: each plural count and each select option. */
function valueSets(elements: MessageFormatElement[]): Values[] {
  let sets: Values[] = [{}];
  const add = (name: string, options: (string | number | Date)[]) => {
    sets = sets.flatMap((s) => options.map((o) => ({ ...s, [name]: o })));
  };
  const walk = (els: MessageFormatElement[]) => {
    for (const el of els) {
      if (el.type === TYPE.argument) add(el.value, ['Ngọc 王']);
      else if (el.type === TYPE.number) add(el.value, [0, 1.5, 12345]);
      else if (el.type === TYPE.date || el.type === TYPE.time)
        add(el.value, [new Date(Date.UTC(2026, 10, 27, 12, 30))]);
      else if (el.type === TYPE.plural) {
        add(el.value, [0, 1, 2, 5, 21]);
        for (const o of Object.values(el.options)) walk(o.value);
      } else if (el.type === TYPE.select) {
        add(el.value, Object.keys(el.options));
        for (const o of Object.values(el.options)) walk(o.value);
      } else if (el.type === TYPE.tag) {
        sets = sets.map((s) => ({
          ...s,
          [el.value]: (chunks) => `<${el.value}>${text(chunks)}</${el.value}>`,
        }));
        walk(el.children);
      }
    }
  };
  walk(elements);
  // Keep the product of many plurals bounded.
  return sets.slice(0, 50);
}

function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? leaves(v as object, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

describe.each(['zh', 'en', 'vi'] as const)('compiled messages, %s', (locale) => {
  const raw = new Map(leaves(messagesFor(locale)));
  let compiled = new Map<string, unknown>();
  beforeAll(async () => {
    compiled = new Map(leaves(await compiledMessagesFor(locale)));
  });
  const cache = _createCache();
  const options = {
    cache,
    formatters: _createIntlFormatters(cache),
    locale,
    timeZone: 'Asia/Ho_Chi_Minh',
  };

  test('the same keys, and every leaf compiled', () => {
    expect([...compiled.keys()]).toEqual([...raw.keys()]);
    expect(raw.size).toBeGreaterThan(800);
    for (const v of raw.values()) expect(typeof v).toBe('string');
  });

  test('only plain arrays and objects, which React can hand to a client component', () => {
    const plain = (v: unknown): boolean =>
      typeof v !== 'object' || v === null
        ? true
        : Array.isArray(v)
          ? v.every(plain)
          : Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(plain);
    const nonPlain = [...compiled].filter(([, v]) => !plain(v)).map(([k]) => k);
    expect(nonPlain).toEqual([]);
  });

  test('every message formats the same with the format-only runtime as with the full parser', () => {
    let checked = 0;
    for (const [key, message] of raw) {
      for (const values of valueSets(parse(message as string))) {
        const full = formatFull(key, message as string, values, options);
        const only = formatOnly(key, compiled.get(key) as CompiledMessage, values, options);
        expect({ key, values, out: text(only) }).toEqual({ key, values, out: text(full) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(raw.size);
  });
});
