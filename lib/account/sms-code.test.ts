import { eq, sql } from 'drizzle-orm';
import { db, handle } from '@/lib/db/client';
import { smsCodes } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { createTestApi, type TestApi } from '@/test/api';
import { smsCode, solveCaptcha, uniqueMobile } from '@/test/factories';
import {
  checkCode,
  CODE_REGISTER,
  CODE_TTL_MS,
  HOURLY_PER_IP,
  HOURLY_PER_NUMBER,
  MAX_WRONG_TRIES,
  RESEND_AFTER_MS,
  setClockForTests,
} from './sms-code';

let t: TestApi;
let now = Date.now();
/** Moves the SMS clock forward; nothing here sleeps. */
const advance = (ms: number) => {
  now += ms;
};

beforeAll(async () => {
  t = await createTestApi();
  setClockForTests(() => new Date(now));
});
afterAll(async () => {
  setClockForTests();
  await t?.cleanup();
});

async function getCode(mobile: string, type = 1, ip?: string) {
  return t.call('user/getCode', { params: { mobile, type, captcha: await solveCaptcha(t) }, ip });
}

async function registerWith(mobile: string, code: string) {
  return t.call('user/registered', {
    params: { mobile, code, password: 'pass1234', captcha: await solveCaptcha(t) },
  });
}

/** A code that differs from `code` in its last digit. */
const wrong = (code: string) => code.slice(0, 5) + ((Number(code[5]) + 1) % 10);

describe('SMS codes', () => {
  it('use the limits of the product rules', () => {
    expect([
      CODE_TTL_MS,
      RESEND_AFTER_MS,
      MAX_WRONG_TRIES,
      HOURLY_PER_NUMBER,
      HOURLY_PER_IP,
    ]).toEqual([300_000, 60_000, 5, 5, 20]);
  });

  it('may be resent only after 60 s, telling how long to wait', async () => {
    const mobile = uniqueMobile();
    expect((await getCode(mobile)).code).toBe(0);
    advance(15_000);
    const early = await getCode(mobile);
    expect(early).toMatchObject({
      status: 429,
      code: 1,
      msg: '发送过于频繁，请45秒后再试',
      data: { error: 'codeResendWait' },
    });
    const en = await t.call('user/getCode', {
      params: { mobile, type: 1, captcha: await solveCaptcha(t) },
      lang: 'en',
    });
    expect(en.msg).toBe('Sent too often, please try again in 45 s');
    advance(45_000);
    expect((await getCode(mobile)).code).toBe(0);
  });

  it('expire after 5 minutes', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    advance(CODE_TTL_MS);
    expect(await registerWith(mobile, code)).toMatchObject({
      code: 1,
      msg: '验证码已失效，请重新获取',
      data: { error: 'codeExpired' },
    });
  });

  it('work just before expiry, and only once', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    advance(CODE_TTL_MS - 1000);
    expect((await registerWith(mobile, code)).code).toBe(0);
    expect((await registerWith(mobile, code)).data).toEqual({ error: 'codeInvalid' });
  });

  it('die after 5 wrong tries, even for the right code afterwards', async () => {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    const answers: string[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i++)
      answers.push((await registerWith(mobile, wrong(code))).data.error);
    expect(answers).toEqual([
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeInvalid',
      'codeTooManyTries',
    ]);
    const right = await registerWith(mobile, code);
    expect(right).toMatchObject({
      code: 1,
      msg: '验证码错误次数过多，请重新获取',
      data: { error: 'codeTooManyTries' },
    });
  });

  it('are replaced by a newer code for the same number', async () => {
    const mobile = uniqueMobile();
    const first = await smsCode(t, mobile, 1);
    advance(RESEND_AFTER_MS);
    const second = await smsCode(t, mobile, 1);
    if (first !== second)
      expect((await registerWith(mobile, first)).data).toEqual({ error: 'codeInvalid' });
    expect((await registerWith(mobile, second)).code).toBe(0);
  });

  it('are limited to 5 per number per hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < HOURLY_PER_NUMBER; i++) {
      expect((await getCode(mobile)).code).toBe(0);
      advance(RESEND_AFTER_MS);
    }
    const capped = await getCode(mobile);
    expect(capped).toMatchObject({
      status: 429,
      code: 1,
      // It says when: the oldest of the hour's five codes leaves the window in 55 minutes.
      msg: '验证码发送次数过多，请55分钟后再试',
      data: {
        error: 'smsHourlyLimit',
        retry_after: 3600 - HOURLY_PER_NUMBER * (RESEND_AFTER_MS / 1000),
      },
    });
    advance(3600_000 - HOURLY_PER_NUMBER * RESEND_AFTER_MS + 1000);
    expect((await getCode(mobile)).code).toBe(0);
  });

  it('are limited to 20 per address per hour', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < HOURLY_PER_IP; i++)
      expect((await getCode(uniqueMobile(), 1, ip)).code).toBe(0);
    expect(await getCode(uniqueMobile(), 1, ip)).toMatchObject({
      status: 429,
      data: { error: 'smsHourlyLimit' },
    });
    // Another address still gets codes.
    expect((await getCode(uniqueMobile(), 1, '198.51.100.21')).code).toBe(0);
  });
});

describe('SMS code tries under concurrency', () => {
  // Every change of a code's try count, in the order the database applied them: the trigger runs
  // under the row's lock, so the sequence numbers follow the order in which the updates took it.
  const setup = [
    'create table sms_try_log (seq serial primary key, code_id int, before int, after int)',
    `create function sms_try_log() returns trigger language plpgsql as $$
     begin
       insert into sms_try_log (code_id, before, after) values (new.id, old.attempts, new.attempts);
       return new;
     end $$`,
    `create trigger sms_try_log after update of attempts on sms_codes
       for each row execute function sms_try_log()`,
  ];
  const teardown = [
    'drop trigger sms_try_log on sms_codes',
    'drop function sms_try_log()',
    'drop table sms_try_log',
  ];
  beforeAll(async () => {
    for (const statement of setup) await db().execute(sql.raw(statement));
  });
  afterAll(async () => {
    for (const statement of teardown) await db().execute(sql.raw(statement));
  });

  async function freshCode(): Promise<{ mobile: string; code: string; id: number }> {
    const mobile = uniqueMobile();
    const code = await smsCode(t, mobile, 1);
    const [row] = await db()
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile));
    return { mobile, code, id: row.id };
  }

  /** Fires all guesses at once; each settles to 'ok' or its error key. */
  async function guessAtOnce(mobile: string, guesses: string[]): Promise<string[]> {
    const settled = await Promise.allSettled(
      guesses.map((g) => checkCode(mobile, CODE_REGISTER, g)),
    );
    return settled.map((r) =>
      r.status === 'fulfilled' ? 'ok' : String((r.reason as { key?: string }).key ?? r.reason),
    );
  }

  async function attempts(id: number): Promise<number> {
    const [row] = await db()
      .select({ attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(eq(smsCodes.id, id));
    return row.attempts;
  }

  async function tryLog(id: number): Promise<{ before: number; after: number }[]> {
    const rows = await db().execute(
      sql`select before, after from sms_try_log where code_id = ${id} order by seq`,
    );
    return (rows as unknown as { rows: { before: number; after: number }[] }).rows;
  }

  /** Distinct wrong codes, as a brute-forcer would send. */
  const wrongGuesses = (code: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );

  it('count at most 5 of 30 parallel wrong guesses, and refuse the right code afterwards', async () => {
    const { mobile, code, id } = await freshCode();
    const answers = await guessAtOnce(mobile, wrongGuesses(code, 30));
    expect(answers.filter((a) => a === 'codeInvalid')).toHaveLength(MAX_WRONG_TRIES - 1);
    expect(answers.filter((a) => a === 'codeTooManyTries')).toHaveLength(
      30 - (MAX_WRONG_TRIES - 1),
    );
    expect(await attempts(id)).toBe(MAX_WRONG_TRIES);
    expect((await tryLog(id)).map((l) => l.after)).toEqual([1, 2, 3, 4, 5]);
    await expect(checkCode(mobile, CODE_REGISTER, code)).rejects.toMatchObject({
      key: 'codeTooManyTries',
    });
    expect((await registerWith(mobile, code)).data).toEqual({ error: 'codeTooManyTries' });
  });

  it.each([0, 4, 5, 17, 29])(
    'accept the right code among 30 parallel guesses (at %i) only before the 5th wrong one',
    async (at) => {
      const { mobile, code, id } = await freshCode();
      const guesses = wrongGuesses(code, 29);
      guesses.splice(at, 0, code);
      const answers = await guessAtOnce(mobile, guesses);
      const accepted = answers[at] === 'ok';
      expect(answers.filter((a) => a === 'ok')).toHaveLength(accepted ? 1 : 0);
      expect(answers.filter((a) => a === 'codeInvalid')).toHaveLength(MAX_WRONG_TRIES - 1);
      expect(answers[at]).toMatch(accepted ? 'ok' : 'codeTooManyTries');

      // The database's own history: the count never passes 5, nothing is tried once it is 5, and
      // the right code (the one change that adds 0) was tried, and accepted, before that.
      const log = await tryLog(id);
      expect(await attempts(id)).toBe(MAX_WRONG_TRIES);
      expect(log.every((l) => l.before < MAX_WRONG_TRIES && l.after <= MAX_WRONG_TRIES)).toBe(true);
      expect(log.filter((l) => l.after === l.before + 1)).toHaveLength(MAX_WRONG_TRIES);
      const right = log.filter((l) => l.after === l.before);
      expect(right).toHaveLength(accepted ? 1 : 0);
      if (accepted) expect(right[0].before).toBeLessThan(MAX_WRONG_TRIES);
      // PGlite runs the statements in the order they were sent, so the outcome is known: the
      // right guess wins exactly when fewer than 5 wrong ones were sent before it.
      if (handle().kind === 'pglite') expect(accepted).toBe(at < MAX_WRONG_TRIES);
    },
  );
});

describe('SMS codes with RATE_LIMITS=off', () => {
  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
    resetEnvForTests();
  });
  afterAll(() => {
    delete process.env.RATE_LIMITS;
    resetEnvForTests();
  });

  it('drops the hourly caps but keeps the 60 s resend rule', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < HOURLY_PER_NUMBER + 2; i++) {
      expect((await getCode(mobile)).code).toBe(0);
      advance(RESEND_AFTER_MS);
    }
    expect((await getCode(mobile)).code).toBe(0);
    expect((await getCode(mobile)).data).toEqual({ error: 'codeResendWait', retry_after: 60 });
  });
});
