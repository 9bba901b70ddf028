import { closeDb, migrate } from '@/lib/db/client';

await migrate();
await closeDb();
console.log('migrations applied');
