import { count } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { playerAbsences } from '@/lib/db/schema';
import {
  foresightListOutput,
  foresightMatchOutput,
  type ForesightList,
  type ForesightMatch,
} from '@/lib/foresight/contract';
import { foresightDays } from '@/lib/foresight/service';
import { INJURY_REASONS } from '@/lib/matches/limits';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

let t: TestApi;
/** The busiest football day of the four the centre covers (Asia/Shanghai, the API's zone). */
let busy: ForesightList;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  const days = await Promise.all(
    foresightDays('Asia/Shanghai').map(async (date) => {
      const r = await t.call<ForesightList>('foresight/list', { method: 'GET', params: { date } });
      expect(r.code).toBe(0);
      return r.data;
    }),
  );
  busy = days.sort((a, b) => b.total - a.total)[0];
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

const list = (params: Record<string, unknown> = {}, lang?: string) =>
  t.call<ForesightList>('foresight/list', { method: 'GET', params, lang });

describe('GET api/foresight/list', () => {
  it('covers today and the next three days, a page of upcoming matches at a time', async () => {
    const r = await list();
    expect(r.code).toBe(0);
    expect(foresightListOutput.parse(r.data)).toBeTruthy();
    expect(r.data.days).toEqual(foresightDays('Asia/Shanghai'));
    expect(r.data.date).toBe(r.data.days[0]);
    expect(busy.total).toBeGreaterThan(5);
    expect(busy.matches.length).toBe(Math.min(12, busy.total));
    expect(busy.pages).toBe(Math.ceil(busy.total / 12));
    for (const m of busy.matches) {
      expect(m.sport).toBe('football');
      expect(m.status).toBe('scheduled');
    }
    // Most important competition first: the order of the filter's competitions.
    const order = busy.competitions.map((c) => c.id);
    const seen = busy.matches.map((m) => order.indexOf(m.competition_id));
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(busy.competitions.reduce((s, c) => s + c.count, 0)).toBe(busy.total);
  });

  it('gives each match absences, expected line-ups without them, form, table and the index', () => {
    let absent = 0;
    for (const m of busy.matches) {
      for (const side of [m.home, m.away]) {
        const out = new Set(side.absences.map((a) => a.player_id));
        absent += out.size;
        for (const a of side.absences) {
          if (a.kind === 'injury') {
            expect(INJURY_REASONS).toContain(a.reason);
            expect(a.returns_on! > m.kickoff.slice(0, 10)).toBe(true);
            expect(a.since < m.kickoff.slice(0, 10)).toBe(true);
          } else expect(['red_card', 'yellow_cards']).toContain(a.reason);
        }
        expect(side.lineup).not.toBeNull();
        expect(side.lineup!.starters).toHaveLength(11);
        expect(side.lineup!.starters.filter((p) => out.has(p.player_id))).toEqual([]);
        expect(side.form.length).toBeGreaterThan(0);
        expect(side.form.length).toBeLessThanOrEqual(5);
        for (const f of side.form) expect(f.kickoff < m.kickoff).toBe(true);
      }
      expect(m.h2h.matches.length).toBeLessThanOrEqual(5);
      expect(m.h2h.home_won + m.h2h.drawn + m.h2h.away_won).toBe(m.h2h.matches.length);
      expect(m.odds.map((o) => o.market)).toEqual(['asia', 'total', 'eu']);
    }
    expect(absent).toBeGreaterThan(busy.matches.length);
    const league = busy.matches.filter((m) => m.home.table);
    expect(league.length).toBeGreaterThan(0);
    for (const m of league) {
      expect(m.home.table!.stakes.length).toBeGreaterThan(0);
      expect(m.home.table!.matches_left).toBeGreaterThan(0);
    }
  });

  it('pages through the day and filters one competition', async () => {
    if (busy.pages > 1) {
      const two = await list({ date: busy.date, page: 2 });
      expect(two.data.page).toBe(2);
      const ids = new Set(busy.matches.map((m) => m.id));
      expect(two.data.matches.some((m) => ids.has(m.id))).toBe(false);
    }
    // A page past the last is the last.
    const far = await list({ date: busy.date, page: 999 });
    expect(far.code).toBe(0);
    expect(far.data.page).toBe(busy.pages);
    const c = busy.competitions[0];
    const one = await list({ date: busy.date, competition_id: c.id });
    expect(one.data.total).toBe(c.count);
    expect(one.data.matches.every((m) => m.competition_id === c.id)).toBe(true);
    // The filter's choices stay the whole day's.
    expect(one.data.competitions).toEqual(busy.competitions);
  });

  it('lists basketball with five starters a side, and names in the request’s language', async () => {
    const r = await list({ sport: 'basketball', date: busy.days[1] });
    expect(r.code).toBe(0);
    expect(r.data.matches.length).toBeGreaterThan(0);
    for (const m of r.data.matches) {
      expect(m.sport).toBe('basketball');
      expect(m.home.lineup!.starters).toHaveLength(5);
      expect(m.odds.map((o) => o.market)).toEqual(['asia', 'total', 'moneyline']);
    }
    const en = await list({ sport: 'basketball', date: busy.days[1] }, 'en');
    expect(en.data.matches[0].home.name).not.toBe(r.data.matches[0].home.name);
    expect(en.data.matches[0].home.name).toMatch(/^[\x20-\x7e\u00c0-\u024f]+$/);
  });

  const BAD: [string, Record<string, unknown>][] = [
    ['yesterday', { date: 'yesterday' }],
    ['a day before today', { date: '2020-01-01' }],
    ['a day past the four', { date: '2099-01-01' }],
    ['an impossible day', { date: '2026-02-30' }],
    ['an unknown sport', { sport: 'tennis' }],
    ['an unknown zone', { tz: 'Mars/Olympus' }],
    ['a page of 0', { page: 0 }],
    ['a negative page', { page: -2 }],
    ['a text page', { page: 'two' }],
    ['a text competition', { competition_id: 'abc' }],
    ['a negative competition', { competition_id: -1 }],
    ['an unknown competition', { competition_id: 99999999 }],
    ['a competition of the other sport', { competition_id: 1 }],
  ];
  it.each(BAD)('%s → code 1, never a 5xx, nothing changed', async (_name, params) => {
    const before = await db().select({ n: count() }).from(playerAbsences);
    const r = await list(params);
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ error: expect.any(String) });
    expect(await db().select({ n: count() }).from(playerAbsences)).toEqual(before);
  });

  it('names what was wrong in the request’s language', async () => {
    const date = await list({ date: '2099-01-01' }, 'en');
    expect(date.data).toMatchObject({ error: 'invalidField' });
    expect(date.msg).toMatch(/date/i);
    const comp = await list({ competition_id: 99999999 }, 'en');
    expect(comp.data).toMatchObject({ error: 'competitionNotFound' });
  });
});

describe('GET api/foresight/match', () => {
  it('answers one match as the list shows it, by GET or POST, to anyone', async () => {
    const listed = busy.matches[0];
    const r = await t.call<ForesightMatch>('foresight/match', {
      method: 'GET',
      params: { id: listed.id },
    });
    expect(r.code).toBe(0);
    expect(foresightMatchOutput.parse(r.data)).toBeTruthy();
    expect(r.data).toEqual(listed);
    const post = await t.call<ForesightMatch>('foresight/match', {
      method: 'POST',
      params: { id: listed.id },
      token: 'not-a-token',
    });
    expect(post.code).toBe(0);
    expect(post.data.id).toBe(listed.id);
  });

  it.each([
    ['an unknown id', 'matchNotFound', { id: 99999999 }],
    ['no id', 'invalidField', {}],
    ['a text id', 'invalidField', { id: 'abc' }],
    ['a negative id', 'invalidField', { id: -5 }],
    ['a huge id', 'invalidField', { id: '4294967296' }],
  ])('%s → code 1 %s, never a 5xx', async (_name, error, params) => {
    const r = await t.call('foresight/match', { method: 'GET', params });
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ error });
  });
});
