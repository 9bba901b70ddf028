/** The sports of the site. */
export type Sport = 'football' | 'basketball';
export const SPORTS: readonly Sport[] = ['football', 'basketball'];

export function isSport(value: unknown): value is Sport {
  return value === 'football' || value === 'basketball';
}
