/**
 * The event data stage's reader and store parts that other stages' tests build days with: a test reads a
 * day as the app does, but the app's other stages never make one, so these stay off the stage's index.
 */
export { InternPool } from '../features/event-data/reader/intern';
export { readDay } from '../features/event-data/reader/read-day';
export type { StoreDay } from '../features/event-data/store/store-day';
