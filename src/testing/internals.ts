/**
 * Parts of features that other features' tests need and the app's other features never do, so they stay
 * off the features' indexes: a test reads a day as the app does, stores names as the names dialog does,
 * builds a replay's track as the replay does.
 */
export { InternPool } from '../features/event-data/reader/intern';
export { readDay } from '../features/event-data/reader/read-day';
export type { StoreDay } from '../features/event-data/store/store-day';
export { saveLocalNames } from '../features/entities/local/local-names';
export { trackOf } from '../features/replay/replay-track';
