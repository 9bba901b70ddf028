import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { CODE_FAIL, CODE_LOGIN, CODE_OK } from '@/lib/contract';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { createTestApi, type TestApi } from '@/test/api';
import { registerUser } from '@/test/factories';
import { openApiValidator, type Answer, type OpenApiDoc } from '@/test/openapi';

/**
 * Fuzz: every GET and POST operation of the OpenAPI document, called by an administrator who is
 * also an anchor (so every role gets past the login check into validation and the handler), with
 * random strings in every declared field — control characters, NUL, lone surrogates, huge,
 * unicode, numbers that are not. No answer is a 5xx, and every answer is an envelope the document
 * describes. The runs per operation are few and fixed (CI time is a budget); fast-check's seed is
 * printed on failure to replay one.
 */

type Param = { name: string; in: string };
type Op = {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/** Operations that end the session the rest of the run uses. */
const SKIP = new Set(['/api/member/signout']);
/** Random inputs per operation and method; the NUL case below runs on top. */
const RUNS = 3;

let t: TestApi;
let doc: OpenApiDoc;
let token: string;
let validate: ReturnType<typeof openApiValidator>['validate'];
let n = 0;

beforeAll(async () => {
  t = await createTestApi();
  doc = (await (await t.app.request('/api/openapi.json')).json()) as OpenApiDoc;
  ({ validate } = openApiValidator(doc));
  const u = await registerUser(t);
  await db().update(users).set({ isAnchor: 1, isAdmin: true }).where(eq(users.id, u.user.id));
  token = u.token;
});
afterAll(() => t?.cleanup());

const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
];
const ODD = [
  '\t',
  '\n',
  '\r',
  '%00',
  '%',
  "'",
  '"',
  '<',
  '>',
  '\\',
  '/',
  '😀',
  '𝕏',
  'ñ',
  '中',
  'ệ',
];

/** A hostile string: any code points, control characters, odd numbers, or a long one. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...CONTROL, ...ODD, 'a', '1'), maxLength: 20 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', 'NaN', '99999999999999999999', 'null', '[]'),
  fc.nat({ max: 5 }).map((k) => 'x'.repeat(1000 * 10 ** (k % 3)) + CONTROL[k]),
);

/** The fields an operation declares: its query parameters, or its JSON body's properties. */
function fieldsOf(op: Op): string[] {
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {});
  return [...new Set([...query, ...body])];
}

function operations(): { path: string; method: 'GET' | 'POST'; fields: string[] }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    SKIP.has(path.toLowerCase())
      ? []
      : (['get', 'post'] as const).flatMap((m) => {
          const op = item[m] as Op | undefined;
          if (!op) return [];
          return [{ path, method: m.toUpperCase() as 'GET' | 'POST', fields: fieldsOf(op) }];
        }),
  );
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  fields: Record<string, string>,
): Promise<Answer> {
  const headers: Record<string, string> = {
    token,
    // Each call from its own address, so per-IP limits stay out of the way.
    'x-client-ip': `10.77.${(n >> 8) & 255}.${n++ & 255}`,
  };
  let url = path;
  let body: string | undefined;
  const rawBody =
    (doc.paths[path].post as Op).requestBody?.content['application/json'] === undefined;
  if (method === 'GET' || rawBody) {
    url += '?' + new URLSearchParams(fields).toString();
    if (rawBody) body = 'not a video';
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  const res = await t.app.request(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} ${JSON.stringify(fields)}: not JSON (${res.status})`);
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

function expectSound(method: string, path: string, fields: object, answer: Answer): void {
  const where = `${method} ${path} ${JSON.stringify(fields).slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`${where}: HTTP ${answer.status}`);
  const { code, msg } = answer.body as { code: unknown; msg: unknown };
  if (![CODE_OK, CODE_FAIL, CODE_LOGIN].includes(code as number) || typeof msg !== 'string')
    throw new Error(`${where}: not an envelope: ${JSON.stringify(answer.body).slice(0, 300)}`);
  const verdict = validate(method, path, answer);
  if (verdict.errors.length)
    throw new Error(`${where}: ${verdict.response} off the document: ${verdict.errors.join('; ')}`);
}

describe('fuzzing every operation', () => {
  it('answers a control character in every field with invalidField, never a 5xx', async () => {
    const refused: string[] = [];
    for (const { path, method, fields } of operations()) {
      if (!fields.length) continue;
      const input = Object.fromEntries(fields.map((f) => [f, `a\u0000b`]));
      const answer = await send(method, path, input);
      expectSound(method, path, input, answer);
      const body = answer.body as { code: number; data: { error?: string } | null };
      // A loopback-only route hides itself (404) before reading any input.
      if (answer.status === 404) continue;
      if (body.data?.error !== 'invalidField')
        refused.push(`${method} ${path}: ${body.data?.error}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers random strings in every declared field with a documented envelope', async () => {
    for (const { path, method, fields } of operations()) {
      if (!fields.length) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(fields.map((f) => [f, nasty])), { requiredKeys: [] }),
          async (input) => {
            const clean = Object.fromEntries(
              Object.entries(input).filter((e): e is [string, string] => e[1] !== undefined),
            );
            expectSound(method, path, clean, await send(method, path, clean));
          },
        ),
        { numRuns: RUNS },
      );
    }
  });
});
