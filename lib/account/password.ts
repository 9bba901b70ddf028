import 'server-only';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (its default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash, so a login for an unknown number costs as much time as one
 * with a wrong password and the timing does not tell which numbers are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hash('not-a-password-anyone-has');
  await verifyPassword(await dummy, password);
}
