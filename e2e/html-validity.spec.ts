import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, registerUser, solveCaptcha, test } from './fixtures';

/**
 * The server HTML of a page of every public type, and of the member centre logged in, passes the
 * Nu HTML checker (vnu-jar, the W3C validator) with no error, in all three languages (issue 8 §3,
 * issue 23 §4). The documents go to one run of the checker, so the JVM starts once. The checker needs Java 17+: without it the test is
 * skipped with a warning on a developer's machine, and fails in CI.
 */
const JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const javaOk = spawnSync('java', ['-version']).status === 0 && fs.existsSync(JAR);
const LOCALES = ['', '/en', '/vi'];

type Envelope<T> = { code: number; data: T };
type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

if (!javaOk) {
  const why = `java or ${JAR} is missing: the Nu HTML checker cannot run`;
  if (process.env.CI) throw new Error(`${why} (CI must have Java 17+)`);
  console.warn(
    `\n!!! e2e/html-validity.spec.ts SKIPPED: ${why}. Install a JRE 17+ to run it. !!!\n`,
  );
}

test.describe('valid HTML', () => {
  test.skip(!javaOk, 'no java / vnu.jar: the Nu HTML checker cannot run (see the warning above)');

  test('a page of every public type has no Nu HTML checker error in zh, en and vi', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const api = async <T>(p: string, data?: Record<string, unknown>): Promise<T> => {
      const res = data ? await request.post(`/api/${p}`, { data }) : await request.get(`/api/${p}`);
      const body = (await res.json()) as Envelope<T>;
      expect(body.code, p).toBe(0);
      return body.data;
    };
    const [live, robot, rooms, news, videos, posts] = await Promise.all([
      api<{ id: number }[]>('hot_match/live_now?sport=football'),
      api<{ id: number; sport: string }[]>('hot_match/getRobot'),
      api<{ list: { id: number }[] }>('live_streaming/getLiveList2?type=0&limit=1'),
      api<{ list: { id: number }[] }>('Portal_post/getList2?size=1'),
      api<{ list: { id: number }[] }>('Video/getList', { size: 1 }),
      api<{ list: { id: number }[] }>('anchor_dynamics/list?limit=1'),
    ]);
    // An expert and a plan of the demo's (lib/experts/demo/seed.ts).
    const experts = await api<{ experts: { expert: { id: number } }[]; plans: { id: number }[] }>(
      'Expert/home?type=0',
    );
    expect(experts.plans.length, 'a plan for /specialist-detail').toBeGreaterThan(0);
    const expertId = experts.experts[0]?.expert.id;
    expect(expertId, 'an expert for /specialist-info').toBeTruthy();
    // A team for /team (docs/product.md §2 "Teams, players and discussion"): Arsenal.
    const table = await api<{ groups: { rows: { team_id: number; team_name_en: string }[] }[] }>(
      'Football/season_table?competition_id=82',
    );
    const teamId = table.groups[0].rows.find((r) => r.team_name_en === 'Arsenal')?.team_id;
    expect(teamId, 'a team for /team').toBeTruthy();
    const matchId = live[0]?.id ?? robot.find((m) => m.sport === 'football')?.id;
    expect(matchId, 'a football match for /score-detail').toBeTruthy();
    const first = (name: string, page: { list: { id: number }[] }) => {
      expect(page.list.length, `a ${name}`).toBeGreaterThan(0);
      return page.list[0].id;
    };
    // One page of every public type (issue 23 §4), in each language.
    const pages = [
      '/main',
      '/football',
      '/basketball',
      `/score-detail?id=${matchId}`,
      '/base-football?id=82',
      '/base-basketball?id=1',
      `/team?id=${teamId}`,
      '/schedule',
      '/foresight',
      '/foresight?sport=basketball',
      '/anchor',
      `/live?id=${first('room', rooms)}`,
      '/news',
      `/news/${first('news article', news)}`,
      '/video-list',
      `/video-player?id=${first('video', videos)}`,
      '/circle',
      `/circle-detail?id=${first('post', posts)}`,
      '/search?name=Arsenal',
      '/downLoad',
      '/specialist',
      '/specialist-home?type=0',
      `/specialist-info?id=${expertId}`,
      `/specialist-detail?id=${experts.plans[0].id}`,
      '/trophy/home',
      '/trophy/home?tab=matches',
      '/trophy/home?tab=scorers',
      '/trophy/home?tab=squads',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportlive-vnu-'));
    const files = new Map<string, string>();
    /** Fetches the urls, three at a time, and keeps each answer as a file for the checker. */
    const keep = async (urls: string[]) => {
      const queue = [...urls];
      const worker = async () => {
        for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
          const res = await request.get(url);
          expect(res.status(), url).toBe(200);
          const file = path.join(dir, `${files.size}.html`);
          files.set(file, url);
          fs.writeFileSync(file, await res.body());
        }
      };
      await Promise.all([worker(), worker(), worker()]);
    };
    try {
      await keep(LOCALES.flatMap((prefix) => pages.map((p) => `${prefix}${p}`)));
      // The member centre, logged in (the request context keeps the session cookie from here on).
      await registerUser(request).then(async (user) => {
        const res = await request.post('/bff/user/login', {
          data: {
            mobile: user.mobile,
            password: user.password,
            device_type: 'pc',
            captcha: await solveCaptcha(request),
          },
          headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
        });
        expect(((await res.json()) as Envelope<unknown>).code).toBe(0);
      });
      const member = LOCALES.map((prefix) => `${prefix}/member`);
      await keep(member);
      // A fan's expert tabs (issue 26): the application and the plans bought.
      await keep(LOCALES.flatMap((p) => [`${p}/member?type=11`, `${p}/member?type=13`]));
      // The invite page, logged in (its share link, QR code and figures).
      await keep(LOCALES.map((prefix) => `${prefix}/recommend`));
      for (const url of member) {
        const file = [...files].find(([, u]) => u === url)?.[0] ?? '';
        // Logged in: the member centre's menu, not the login prompt a guest gets.
        expect(fs.readFileSync(file, 'utf8'), url).toMatch(/href="[^"]*\/member\?type=\d+"/);
      }
      // A page with known errors proves the checker runs and reports (an empty list alone would not).
      const probe = path.join(dir, 'probe.html');
      fs.writeFileSync(
        probe,
        '<!DOCTYPE html><html lang="en"><head><title>p</title></head><body><h1>p</h1><h3>q</h3><span aria-label="x">1</span></body></html>',
      );
      files.set(probe, 'probe');
      // Every document in one run of the checker: the JVM starts once.
      const r = spawnSync(
        'java',
        ['-Xss8m', '-jar', JAR, '--errors-only', '--format', 'json', ...files.keys()],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      const out = JSON.parse(r.stderr || r.stdout) as { messages: VnuMessage[] };
      const found = out.messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
      const urlOf = (m: VnuMessage) => files.get(m.url.replace(/^file:/, '')) ?? m.url;
      const probed = found
        .filter((m) => urlOf(m) === 'probe')
        .map((m) => m.message)
        .join('\n');
      expect(probed).toContain('aria-label');
      expect(probed).toMatch(/skipping 1 heading level/);
      const errors = found
        .filter((m) => urlOf(m) !== 'probe')
        .map(
          (m) =>
            `${urlOf(m)}:${m.lastLine ?? '?'} ${m.message} «${(m.extract ?? '').trim().slice(0, 120)}»`,
        );
      expect(errors).toEqual([]);
      // Every document was read: the page types, the member centre (with two expert tabs) and the
      // invite page, in three languages.
      expect(files.size).toBe(LOCALES.length * (pages.length + 4) + 1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
