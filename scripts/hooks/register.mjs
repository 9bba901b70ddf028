// Loaded with `node --import ./scripts/hooks/register.mjs`: lets plain Node (server.ts, scripts,
// bench) import modules guarded by `server-only`, which Next resolves through its react-server
// condition. Inside Next's bundles the guard still works as designed.
import { register } from 'node:module';

register('./server-only-hook.mjs', import.meta.url);
