/**
 * Identity document numbers for real-name verification (Member/verified).
 *
 * Choice: a value shaped like a mainland resident ID (17 digits and a digit or X) must carry a
 * valid GB 11643-1999 check character and a real birth date; any other document (passport,
 * Hong Kong/Macau/Taiwan permits, Vietnamese CCCD …) is accepted as 6–20 letters and digits.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isMainlandIdShape(id: string): boolean {
  return /^\d{17}[\dX]$/.test(id);
}

export function mainlandIdValid(id: string): boolean {
  if (!isMainlandIdShape(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * WEIGHTS[i];
  if (CHECK[sum % 11] !== id[17]) return false;
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= Date.now()
  );
}

/** Upper-cases and drops spaces, so `1101 0119 9003 0712 3x` compares as typed on the card. */
export function normalizeIdNumber(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function idNumberValid(id: string): boolean {
  if (isMainlandIdShape(id)) return mainlandIdValid(id);
  return /^[A-Z0-9]{6,20}$/.test(id);
}

/** Keeps the first and last few characters: 110101199003071234 → 1101**********1234. */
export function maskIdNumber(id: string): string {
  const keep = id.length >= 12 ? 4 : id.length >= 8 ? 2 : 1;
  return id.slice(0, keep) + '*'.repeat(id.length - 2 * keep) + id.slice(-keep);
}

/** Keeps the first character: 张三 → 张*, Nguyễn Văn An → N*********…. */
export function maskRealName(name: string): string {
  const chars = [...name];
  return chars[0] + '*'.repeat(chars.length - 1);
}
