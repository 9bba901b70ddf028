import { closeDb, migrate } from '@/lib/db/client';
import { seed } from '@/lib/db/seed';

await migrate();
const summary = await seed();
await closeDb();
console.log('seeded', summary);
