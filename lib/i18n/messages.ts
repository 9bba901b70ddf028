import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { Locale } from '@/i18n/locales';

export type Messages = typeof zh;

const all: Record<Locale, Messages> = { zh, en, vi };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
}

/** A message tree with every ICU string compiled by `icu-minify` (same keys, compiled leaves). */
type Compiled<T> = { [K in keyof T]: T[K] extends string ? unknown : Compiled<T[K]> };

function compileTree<T extends object>(tree: T, compile: (m: string) => unknown): Compiled<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? compile(value) : compileTree(value as object, compile);
  }
  return out as Compiled<T>;
}

const compiled = new Map<Locale, Promise<Compiled<Messages>>>();

/**
 * The messages next-intl formats in the app, compiled ahead of use (decision 018): the Next build
 * resolves `use-intl/format-message` to its format-only runtime (next.config.mjs), so neither the
 * server nor the browser parses ICU at run time, and the browser never downloads the parser.
 * Compiled once per locale, on first use. Outside Next (tests), use-intl keeps its full parser and
 * is given the plain `messagesFor` strings.
 */
export async function compiledMessagesFor(locale: Locale): Promise<Messages> {
  let tree = compiled.get(locale);
  if (!tree) {
    // A dynamic import: icu-minify ships ESM only, which the API test project cannot require.
    // Through JSON: icu-minify makes plural and select options with a null prototype, which
    // React cannot hand to a client component.
    tree = import('icu-minify/compile').then(
      ({ default: compile }) =>
        JSON.parse(JSON.stringify(compileTree(all[locale], compile))) as Compiled<Messages>,
    );
    compiled.set(locale, tree);
  }
  // use-intl types its messages by the source strings (i18n/app-config.d.ts); the compiled
  // leaves are opaque to everything but the format-only runtime.
  return (await tree) as unknown as Messages;
}

type Values = Record<string, string | number>;

function lookup(locale: Locale, key: string): string | undefined {
  let node: unknown = all[locale];
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a dotted key outside React (the API's messages, which use plain `{name}`
 * placeholders). An unknown key comes back as itself rather than throwing, so a missing string
 * never turns into a 500.
 */
export function translate(locale: Locale, key: string, values?: Values): string {
  const text = lookup(locale, key) ?? lookup('zh', key) ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    name in values ? String(values[name]) : m,
  );
}

export function hasMessage(locale: Locale, key: string): boolean {
  return lookup(locale, key) !== undefined;
}

/**
 * A message key of translator `T` that is picked at run time from data (a phase, a stat, a line
 * kind): the compiler cannot check it, so say so at the call, `t(\`phase.${p}\` as KeyOf<typeof t>)`;
 * the component tests render each kind the data can hold.
 */
export type KeyOf<T extends (key: never, ...rest: never[]) => unknown> = Parameters<T>[0];
