/**
 * The scenarios, in the order they run. A later feature adds one entry here: an HTTP request with
 * `httpScenario`, or any other measurement (e.g. websocket push latency) as a `Scenario` whose
 * `run` returns its own figures in `extra`.
 */
import { expectEnvelopeOk, expectHtml, httpScenario, type Scenario } from './scenario';

export const scenarios: Scenario[] = [
  // The home page in Chinese (unprefixed URL), server-rendered.
  httpScenario({ id: 'main', path: '/main', check: expectHtml }),
  // The same page in English: the locale prefix and its message catalogue.
  httpScenario({ id: 'en-main', path: '/en/main', check: expectHtml }),
  // A token-authenticated API read: token lookup, user row, envelope.
  httpScenario({
    id: 'api-user-info',
    path: '/api/user/info',
    auth: true,
    check: expectEnvelopeOk,
  }),
];

/** Scenarios named on the command line: an exact id, or the first word of ids (`api`). */
export function select(all: Scenario[], names: string[]): Scenario[] {
  if (names.length === 0) return all;
  const unknown = names.filter((n) => !all.some((s) => matches(s.id, n)));
  if (unknown.length) {
    throw new Error(
      `unknown scenario ${unknown.join(', ')}; known: ${all.map((s) => s.id).join(', ')}`,
    );
  }
  return all.filter((s) => names.some((n) => matches(s.id, n)));
}

function matches(id: string, name: string): boolean {
  return id === name || id.startsWith(`${name}-`);
}
