/**
 * api/Player/detail (docs/product.md §2 "Teams, players and discussion"): a player's page data,
 * and what it refuses (bad ids, unknown ids) with a localised code 1, never a 5xx.
 */
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { playerDetailOutput, RECENT_MATCHES, type PlayerDetail } from '@/lib/players/contract';
import { createTestApi, type TestApi, SEED_TIMEOUT } from '@/test/api';

let t: TestApi;
/** The season's top football scorer and a basketball player. */
let scorer: number;
let baller: number;
beforeAll(async () => {
  t = await createTestApi({}, { matches: true });
  const top = await db().execute(sql`
    select e.player_id, count(*)::int as goals from match_events e
    where e.kind in ('goal', 'penalty_goal') and e.player_id is not null
    group by e.player_id order by goals desc, e.player_id limit 1`);
  scorer = Number(top.rows[0].player_id);
  const bb = await db().execute(sql`
    select p.id from players p join teams t on t.id = p.team_id
    join player_stats s on s.player_id = p.id
    where t.sport = 'basketball' order by s.points_per_game desc nulls last limit 1`);
  baller = Number(bb.rows[0].id);
}, SEED_TIMEOUT);
afterAll(() => t?.cleanup());

const detail = (id: unknown, lang?: string) =>
  t.call<PlayerDetail>('Player/detail', { method: 'GET', params: { id }, lang });

describe('GET api/Player/detail', () => {
  it('gives a scorer’s identity, season figures and latest matches', async () => {
    const r = await detail(scorer);
    expect(r.code).toBe(0);
    const p = playerDetailOutput.parse(r.data);
    expect(p.id).toBe(scorer);
    expect(p.sport).toBe('football');
    expect(['GK', 'DF', 'MF', 'FW']).toContain(p.position);
    expect(p.name_zh && p.name_en && p.name_vi).toBeTruthy();
    expect(p.nationality_name_en).not.toBe('');
    expect(p.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.age).toBeGreaterThanOrEqual(17);
    expect(p.age).toBeLessThanOrEqual(40);
    expect(p.seasons.length).toBeGreaterThan(0);
    expect(p.seasons.reduce((s, x) => s + x.goals, 0)).toBeGreaterThan(0);
    for (const s of p.seasons) {
      expect(s.team_id).toBe(p.team.id);
      expect(s.appearances).toBeLessThanOrEqual(s.team_played);
      expect(s.penalties).toBeLessThanOrEqual(s.goals);
    }
    expect(p.recent.length).toBeGreaterThan(0);
    expect(p.recent.length).toBeLessThanOrEqual(RECENT_MATCHES);
    const kickoffs = p.recent.map((m) => m.kickoff);
    expect([...kickoffs].sort().reverse()).toEqual(kickoffs);
    for (const m of p.recent) {
      expect(['live', 'finished']).toContain(m.status);
      expect(m.opponent_id).not.toBe(p.team.id);
    }
  });

  it('gives a basketball player per-game figures', async () => {
    const r = await detail(baller, 'en');
    expect(r.code).toBe(0);
    const p = playerDetailOutput.parse(r.data);
    expect(p.sport).toBe('basketball');
    expect(['G', 'F', 'C']).toContain(p.position);
    const current = p.seasons.find((s) => s.points_per_game !== null);
    expect(current).toBeDefined();
    expect(current!.goals).toBe(0);
  });

  it('refuses an unknown id with playerNotFound in the request’s language', async () => {
    const r = await detail(2_000_000_000, 'en');
    expect(r.status).toBe(200);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ error: 'playerNotFound' });
    expect(r.msg).toBe('This player does not exist');
    const vi = await detail(2_000_000_000, 'vi');
    expect(vi.msg).toBe('Cầu thủ không tồn tại');
  });

  it.each([['abc'], ['0'], ['-1'], ['1.5'], ['0x10'], ['2147483648'], ['9'.repeat(400)], ['']])(
    'refuses the id %p as an invalid field, never a 5xx',
    async (id) => {
      const r = await detail(id);
      expect(r.status).toBeLessThan(500);
      expect(r.code).toBe(1);
      expect(r.data).toMatchObject({ error: 'invalidField' });
    },
  );

  it('answers the same page to repeated and concurrent calls', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => detail(scorer)));
    for (const r of all) expect(r.data).toEqual(all[0].data);
  });
});
