/**
 * `npm run demo`: build if needed, migrate, seed the demo data, then serve on PORT (default
 * 3000) with every embedded default. One process: the server runs in this one.
 */
import { buildIfNeeded } from './build-if-needed';

Object.assign(process.env, { NODE_ENV: 'production', DEMO: '1' });
buildIfNeeded();
const { migrate } = await import('@/lib/db/client');
const { seed } = await import('@/lib/db/seed');
await migrate();
await seed();
await import('../server');
