/** `npm run test:e2e`: the Playwright suite on the built site (or BASE_URL). */
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed';
import { ensureBrowser } from './ensure-browser';

ensureBrowser();
if (!process.env.BASE_URL) buildIfNeeded();
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
