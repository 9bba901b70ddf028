import { closeDb, migrate } from '@/lib/db/client';
import { seed } from '@/lib/db/seed';

await migrate();
// `--no-matches`: settings, countries and demo users only (seconds instead of a minute).
const summary = await seed({ matches: !process.argv.includes('--no-matches') });
await closeDb();
console.log('seeded', summary);
