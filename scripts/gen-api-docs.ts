/**
 * Writes docs/api.md from the endpoint definitions (lib/api/api-docs.ts). Run:
 * node --import ./scripts/hooks/register.mjs --import tsx scripts/gen-api-docs.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderApiDocs } from '@/lib/api/api-docs';

const file = path.resolve('docs/api.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, renderApiDocs());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
