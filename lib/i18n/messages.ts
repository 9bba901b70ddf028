import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { Locale } from '@/i18n/locales';

export type Messages = typeof zh;

const all: Record<Locale, Messages> = { zh, en, vi };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
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
