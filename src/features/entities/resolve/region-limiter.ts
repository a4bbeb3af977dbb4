/**
 * A few name requests at a time per region (a SlotLimiter each, src/lib/slot-limiter.ts), apart from the
 * events' own limit, so names never hold up the rows (the browser allows about six connections to one
 * host). Kinds take turns: a kind waiting for a slot is called back when one frees, in the order they asked.
 */
export const nameRequestsPerRegion = 2;
