/**
 * The server the bench starts: the built site on a fresh embedded database with the demo data,
 * as the e2e server does, plus a busy match day (BENCH_DAY_MATCHES football matches today in
 * Asia/Shanghai, default 300) so `/football` renders a realistic worst case. Bench data only:
 * the demo data itself is unchanged.
 */
import fs from 'node:fs';

const dayMatches = Number(process.env.BENCH_DAY_MATCHES ?? 300);
// Never the development database: a directory of its own, wiped on every start.
process.env.DATA_DIR ||= '.data-bench';
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const { migrate } = await import('@/lib/db/client');
const { seed } = await import('@/lib/db/seed');
const { seedBusyDay } = await import('@/lib/matches/demo/busy-day');
await migrate();
await seed();
if (dayMatches > 0) {
  const day = await seedBusyDay({ sport: 'football', total: dayMatches });
  console.log(
    `[bench] ${day.day} (Asia/Shanghai): ${day.before} football matches seeded, ${day.added} added, ${day.total} in all`,
  );
}
await import('../server');
