import 'server-only';
import crypto from 'node:crypto';
import type { StoredExt } from './types';

/** A new random name with `ext` (STORED_NAME_RE): never reused, so stored bytes never change. */
export function newStoredName(ext: StoredExt): string {
  return `${crypto.randomBytes(12).toString('hex')}.${ext}`;
}
