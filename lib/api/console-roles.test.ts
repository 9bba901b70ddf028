import { eq } from 'drizzle-orm';
import { issueToken } from '@/lib/account/auth';
import { allEndpoints } from '@/lib/api/routes';
import { isStaffAuth, type Endpoint } from '@/lib/api/endpoint';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';

/**
 * Issue 27's first acceptance point: every console endpoint refuses a visitor (700) and every
 * logged-in caller without its role (code 1 `forbidden`): a plain user, an anchor, and the staff
 * roles it does not name. The roles are checked before the input is read, so no valid input is
 * needed; the few console endpoints open to every logged-in user at the API layer (`admin/me`,
 * `admin/counts` …) check the role in the domain and get a valid input here.
 */

/** Inputs that pass validation for console endpoints that check the role in the domain. */
const VALID: Record<string, Record<string, unknown>> = {
  'admin/reauth': { password: 'whatever-123' },
};

let t: TestApi;
const tokens: Record<'user' | 'anchor' | 'admin' | 'moderator' | 'editor', string> = {
  user: '',
  anchor: '',
  admin: '',
  moderator: '',
  editor: '',
};

const consoleEndpoints = (): Endpoint[] =>
  allEndpoints().filter((ep) => isStaffAuth(ep.auth) || ep.tag === 'admin');

beforeAll(async () => {
  t = await createTestApi();
  const id = async (mobile: string) =>
    (await db().select().from(users).where(eq(users.mobile, mobile)))[0].id;
  tokens.user = await issueToken(await id('86-13800000001'));
  tokens.anchor = await issueToken(await id('86-13800000002'));
  tokens.admin = await issueToken(await id('86-13800000003'));
  tokens.moderator = await issueToken(await id('86-13800000004'));
  tokens.editor = await issueToken(await id('86-13800000005'));
});
afterAll(() => t.cleanup());

function call(ep: Endpoint, token: string | null) {
  const params = VALID[ep.path];
  return t.call(ep.path, {
    method: ep.method,
    token,
    ...(params ? { params } : ep.method === 'POST' ? { params: {} } : {}),
  });
}

/** The callers who must be refused: everyone logged in but the endpoint's role and admins. */
function refused(ep: Endpoint): (keyof typeof tokens)[] {
  const out: (keyof typeof tokens)[] = ['user', 'anchor'];
  if (ep.auth === 'admin') out.push('moderator', 'editor');
  if (ep.auth === 'moderator') out.push('editor');
  if (ep.auth === 'editor') out.push('moderator');
  return out;
}

test('the console has endpoints, each declaring a staff role or checking it in the domain', () => {
  const eps = consoleEndpoints();
  expect(eps.length).toBeGreaterThan(8);
  for (const ep of eps) expect(ep.path.startsWith('admin/')).toBe(true);
});

test('a visitor gets 700 from every console endpoint', async () => {
  for (const ep of consoleEndpoints()) {
    const res = await call(ep, null);
    expect({ path: ep.path, code: res.code }).toEqual({ path: ep.path, code: 700 });
  }
});

test('a user, an anchor and the wrong staff role get code 1 "forbidden"', async () => {
  for (const ep of consoleEndpoints()) {
    for (const who of refused(ep)) {
      const res = await call(ep, tokens[who]);
      expect({
        path: ep.path,
        who,
        code: res.code,
        error: (res.data as { error?: string })?.error,
      }).toEqual({
        path: ep.path,
        who,
        code: 1,
        error: 'forbidden',
      });
    }
  }
});

test('the administrator holds every role; moderators and editors theirs', async () => {
  const me = async (who: keyof typeof tokens) =>
    (await t.call<{ roles: string[] }>('admin/me', { token: tokens[who] })).data.roles;
  expect(await me('admin')).toEqual(['admin', 'moderator', 'editor']);
  expect(await me('moderator')).toEqual(['moderator']);
  expect(await me('editor')).toEqual(['editor']);
});
