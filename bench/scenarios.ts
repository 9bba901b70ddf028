/**
 * The scenarios, in the order they run. A later feature adds one entry here: an HTTP request with
 * `httpScenario`, or any other measurement (e.g. websocket push latency) as a `Scenario` whose
 * `run` returns its own figures in `extra`.
 */
import { SESSION_COOKIE } from '../lib/bff/session-cookie';
import { chatRedisScenario, chatScenario } from './chat';
import { firstFrameScenario } from './first-frame';
import { giftScenario } from './gifts';
import { liveSsrScenario } from './live-ssr';
import { pushRedisScenario, pushScenario } from './push';
import { searchScenario } from './search';
import {
  expectEnvelopeOk,
  expectHtml,
  expectMatchRows,
  httpScenario,
  type Scenario,
} from './scenario';

/** The busy day's football matches (bench/site-server.ts) the scores page must show. */
const footballRows = expectMatchRows({
  rows: Number(process.env.BENCH_MIN_ROWS ?? process.env.BENCH_DAY_MATCHES ?? 300),
});

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
  // Today's football scores with 300 matches of the day (issue 3, benchmark a), as visitors get
  // it: through the one-second page cache of server.ts (docs/decisions/007).
  httpScenario({ id: 'football', path: '/football', check: footballRows }),
  httpScenario({ id: 'en-football', path: '/en/football', check: footballRows }),
  // The same page rendered for every request: a session cookie (here an invalid one, so the
  // viewer is still a guest) keeps the page cache out of the way.
  httpScenario({
    id: 'football-ssr',
    title: 'GET /football (no page cache)',
    path: '/football',
    headers: { cookie: `${SESSION_COOKIE}=bench-not-a-session` },
    check: footballRows,
  }),
  // Push latency to 2,000 websocket clients (issue 3, benchmark b): one instance, then a Redis
  // hop between two instances (bench/push.ts).
  pushScenario(),
  pushRedisScenario(),
  // The live room page (issue 9): a fresh render of /live?id= against the baseline, with the
  // server CPU per render (bench/live-ssr.ts).
  liveSsrScenario(),
  // The first video frame of a live room in Chromium against a plain hls.js page playing the
  // same stream (issue 24, bench/first-frame.ts).
  firstFrameScenario(),
  // Room chat to 2,000 clients at 100 messages/s (issue 9): one instance, then two on Redis and
  // PostgreSQL (bench/chat.ts).
  chatScenario(),
  chatRedisScenario(),
  // Search/index over a few thousand news, videos and posts (issue 10 §3), in-process on PGlite
  // and PostgreSQL: latency percentiles per keyword (bench/search.ts).
  searchScenario(),
  // Gift throughput (issue 11): member/handselGift in-process on PGlite and PostgreSQL against
  // user/info driven the same way, the ledger audited at the end (bench/gifts.ts).
  giftScenario(),
  // Content pages crawlers index (issue 10): an article and the community page as visitors get
  // them (the content page cache, docs/decisions/021), then rendered for every request (a
  // session cookie keeps the cache out of the way), each against the plain-server baseline.
  // Article 1 is the first feature the demo seed writes.
  httpScenario({ id: 'news-article', path: '/news/1', check: expectHtml }),
  httpScenario({
    id: 'news-article-ssr',
    title: 'GET /news/1 (no page cache)',
    path: '/news/1',
    headers: { cookie: `${SESSION_COOKIE}=bench-not-a-session` },
    check: expectHtml,
  }),
  httpScenario({ id: 'circle', path: '/circle', check: expectHtml }),
  httpScenario({
    id: 'circle-ssr',
    title: 'GET /circle (no page cache)',
    path: '/circle',
    headers: { cookie: `${SESSION_COOKIE}=bench-not-a-session` },
    check: expectHtml,
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
