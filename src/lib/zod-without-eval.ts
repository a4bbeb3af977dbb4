import { config } from 'zod/v4/core';

// A deployment's Content-Security-Policy forbids eval (docs/security.md), so zod's compiled parsers can
// never run there; jitless skips the probe that would report a policy violation on every load. Imported
// first by main.tsx, since modules may build and use schemas as they load, and by the events reader's
// worker. Set through zod's core, whose one config (kept on globalThis) both zod and zod/mini read, so
// the worker does not pull in zod's full API for it.
config({ jitless: true });
