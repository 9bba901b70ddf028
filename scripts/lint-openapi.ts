/**
 * `npm run lint:openapi`: lints the platform API's OpenAPI document (every endpoint, the test
 * and dev routes too) with Redocly's recommended rules (redocly.yaml); any error fails.
 * `--out <file>` keeps the document written (for generated clients or a look).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The test routes exist only with the trigger on: list them too, so every operation is linted.
process.env.FEED_TEST_TRIGGER ??= 'on';
const { openApiDocument } = await import('@/lib/api/openapi');
const { allEndpoints } = await import('@/lib/api/routes');

const outAt = process.argv.indexOf('--out');
const keep = outAt > 0 ? process.argv[outAt + 1] : undefined;
const file = keep ? path.resolve(keep) : path.join(os.tmpdir(), `openapi-${process.pid}.json`);
fs.writeFileSync(file, JSON.stringify(openApiDocument(allEndpoints({ dev: true })), null, 2));
const r = spawnSync(
  'npx',
  ['--no-install', 'redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'summary'],
  {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (!keep) fs.rmSync(file, { force: true });
process.exit(r.status ?? 1);
