/**
 * `npm run demo`: build if needed, migrate, seed the demo data, then serve on PORT (default
 * 3000) with every embedded default. One process: the server runs in this one.
 */
// First: DEMO_CLOCK shifts the clock before anything reads it (the seed, the simulator).
import './demo-clock';
import { buildIfNeeded } from './build-if-needed';

// The simulated audience (lib/live/demo/audience.ts) belongs to the demo: DEMO_AUDIENCE=off
// leaves the rooms to real viewers.
Object.assign(process.env, {
  NODE_ENV: 'production',
  DEMO: '1',
  DEMO_AUDIENCE: process.env.DEMO_AUDIENCE ?? 'on',
});
buildIfNeeded();
const { migrate } = await import('@/lib/db/client');
const { seed } = await import('@/lib/db/seed');
await migrate();
await seed();
await import('../server');
