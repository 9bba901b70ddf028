import { solveChallenge } from 'altcha-lib/v1';

/** The ALTCHA v1 challenge that `GET /api/captcha/challenge` answers with. */
export type AltchaChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
};

/**
 * Solves a challenge the way the browser widget does and returns the `captcha` field (base64 of
 * the solution's JSON), or null when it cannot be solved. For outside clients, tests and the
 * benchmark; the site's browsers use the widget.
 */
export async function solveAltcha(c: AltchaChallenge): Promise<string | null> {
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber ?? 1e6)
    .promise;
  if (!solution) return null;
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
