/**
 * Issue 29 §3, the websocket's side of "PostgreSQL restarted": a frame whose handler needs the
 * database while it is down answers the HTTP API's retryable `serviceUnavailable` as an error
 * frame (docs/realtime.md "Errors"): its stable key, the seconds to wait and a message in the
 * connection's language; never `internal error`, a query or a stack. The same frame works again
 * once the database is back. On a private PostgreSQL cluster (test/private-postgres.ts) that this
 * test stops and starts; it needs root (test/root-tests.ts).
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import { createChatModule } from '@/lib/chat/realtime';
import { closeDb, db } from '@/lib/db/client';
import { translate } from '@/lib/i18n/messages';
import { createInProcessBus } from '@/lib/realtime/bus';
import { scoresModule } from '@/lib/realtime/scores';
import { startInstance, TestClient, type TestInstance } from '@/lib/realtime/test-helpers';
import { createTestApi } from '@/test/api';
import { PG_BIN, startPrivatePostgres, type PrivatePostgres } from '@/test/private-postgres';
import { describeRoot } from '@/test/root-tests';
import { useSitePostgres } from '@/test/site-db';

const HOOK_TIMEOUT = 180_000;

describeRoot(
  'websocket frames while PostgreSQL is down',
  [`${PG_BIN}/initdb`, '/usr/sbin/runuser'],
  () => {
    let server: PrivatePostgres;
    let rt: TestInstance;
    let ownTemplates: string | undefined;
    const saved = { url: process.env.TEST_DATABASE_URL, dir: process.env.TEST_DB_TEMPLATE_DIR };

    beforeAll(async () => {
      server = await startPrivatePostgres();
      process.env.TEST_DATABASE_URL = server.url;
      delete process.env.TEST_DB_TEMPLATE_DIR;
      await createTestApi({ RATE_LIMITS: 'off' });
      ownTemplates = process.env.TEST_DB_TEMPLATE_DIR;
      // The same database through the site's own pool and its settings (lib/db/client.ts).
      const rows = (await db().execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(server.url);
      url.pathname = `/${rows.rows[0].name}`;
      await useSitePostgres(url.toString());
      rt = await startInstance({
        bus: createInProcessBus(),
        modules: [scoresModule, createChatModule()],
      });
    }, HOOK_TIMEOUT);

    afterAll(async () => {
      await rt?.close();
      await closeDb().catch(() => undefined);
      server?.destroy();
      if (ownTemplates) fs.rmSync(ownTemplates, { recursive: true, force: true });
      process.env.TEST_DATABASE_URL = saved.url;
      process.env.TEST_DB_TEMPLATE_DIR = saved.dir;
      if (saved.url === undefined) delete process.env.TEST_DATABASE_URL;
      if (saved.dir === undefined) delete process.env.TEST_DB_TEMPLATE_DIR;
    });

    const unavailable = (lang: 'zh' | 'en' | 'vi') => ({
      type: 'error',
      code: 1,
      msg: translate(lang, 'api.errors.serviceUnavailable', {
        wait: translate(lang, 'api.wait.seconds', { n: 5 }),
      }),
      error: 'serviceUnavailable',
      retry_after: 5,
    });

    test('a frame that needs the database answers the retryable serviceUnavailable frame in the connection language, then works again', async () => {
      // The language: the locale cookie of the upgrade, else the default (zh); chat.login's lang.
      const en = await TestClient.open(rt.url, { cookie: 'NEXT_LOCALE=en' });
      const zh = await TestClient.open(rt.url);
      const vi = await TestClient.open(rt.url, { cookie: 'NEXT_LOCALE=en' });
      try {
        expect(
          await vi.ask({ type: 'chat.login', id: 'nobody', sig: 'bad', lang: 'vi' }),
        ).toMatchObject({ type: 'chat.login', code: 1 });
        const history = (c: TestClient) => c.ask({ type: 'chat.history', group: 'room_1' });
        expect(await history(en)).toMatchObject({ type: 'chat.history', code: 0 });

        server.stop('fast');
        const down = { en: await history(en), zh: await history(zh), vi: await history(vi) };
        expect(down).toEqual({
          en: unavailable('en'),
          zh: unavailable('zh'),
          vi: unavailable('vi'),
        });
        expect(down.en.msg).toBe('The service is briefly unavailable, please try again in 5 s');
        expect(JSON.stringify(down)).not.toMatch(
          /internal error|api\.errors|select|Failed query|at /,
        );

        server.start();
        let answer: Record<string, unknown> = {};
        for (let i = 0; i < 100 && answer.code !== 0; i++) {
          answer = await history(en);
          if (answer.code !== 0) {
            // Meanwhile only the retryable frame.
            expect(answer).toEqual(unavailable('en'));
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        expect(answer).toMatchObject({ type: 'chat.history', code: 0 });
      } finally {
        for (const c of [en, zh, vi]) c.ws.close();
      }
    }, 60_000);
  },
);
