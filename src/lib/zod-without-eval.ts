import { z } from 'zod';

// A deployment's Content-Security-Policy forbids eval (README, Deploying), so zod's compiled parsers can
// never run there; jitless skips the probe that would report a policy violation on every load. Imported
// first by main.tsx, since modules may build and use schemas as they load.
z.config({ jitless: true });
