import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { countries } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { MOBILE_RE } from './limits';

/** The calling code of a `CC-number` mobile must be one the country picker offers. */
export async function assertCountrySupported(mobile: string): Promise<void> {
  const cc = MOBILE_RE.exec(mobile)?.[1];
  if (!cc) throw new AppError('mobileInvalid');
  const rows = await db()
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, cc))
    .limit(1);
  if (!rows.length) throw new AppError('countryUnsupported');
}
