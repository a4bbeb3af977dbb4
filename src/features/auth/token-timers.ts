/** Seconds before expiry that a renewal starts: oidc-client-ts's default, which the app always used. */
export const renewBeforeExpirySeconds = 60;

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Calls back once the wall clock reaches `at` (epoch seconds), checking at most every 5 s. A plain
 * timeout counts time the machine was asleep as not passed; the wall clock does not. Returns the way to
 * stop.
 */
function atEpochSecond(at: number, callback: () => void): () => void {
  const interval = Math.min(Math.max(at - epochSeconds(), 1), 5) * 1000;
  const handle = setInterval(() => {
    if (epochSeconds() < at) return;
    clearInterval(handle);
    callback();
  }, interval);
  return () => clearInterval(handle);
}

/**
 * The access token's two moments, as oidc-client-ts's AccessTokenEvents have them (the manager's own
 * only run once a manager has loaded the user, which a restored session never does): `expiring` a
 * minute before expiry (at once, after a second, with less left; not at all once expired) and
 * `expired` a second after it. Returns the way to stop both.
 */
export function watchAccessToken(
  expiresAt: number,
  on: { expiring: () => void; expired: () => void },
): () => void {
  const left = expiresAt - epochSeconds();
  const stops = [atEpochSecond(epochSeconds() + Math.max(left + 1, 1), on.expired)];
  if (left > 0) {
    const expiring = Math.max(left - renewBeforeExpirySeconds, 1);
    stops.push(atEpochSecond(epochSeconds() + expiring, on.expiring));
  }
  return () => stops.forEach((stop) => stop());
}

interface RegionWatch {
  expiresAt: number;
  stop: () => void;
  handlers: Set<{ expiring: () => void; expired: () => void }>;
}
// Timers only, no token: each region's entry goes with its last watcher (the page unmounts at sign-out).
const watches = new Map<string, RegionWatch>();

/**
 * One pair of timers per region, following the latest expiry any caller has seen, that calls every
 * caller's handlers at the same moment, as the UserManager's one set of timers did: the renewals they
 * start join one in flight instead of one renewal per component, each spending the refresh token again.
 */
export function watchRegionAccessToken(
  regionId: string,
  expiresAt: number,
  handler: { expiring: () => void; expired: () => void },
): () => void {
  let watch = watches.get(regionId);
  if (!watch || watch.expiresAt !== expiresAt) {
    watch?.stop();
    // The callers stay subscribed when the expiry moves on (a renewal): only the timers are new.
    const handlers = watch?.handlers ?? new Set();
    const stop = watchAccessToken(expiresAt, {
      expiring: () => handlers.forEach((each) => each.expiring()),
      expired: () => handlers.forEach((each) => each.expired()),
    });
    watch = { expiresAt, stop, handlers };
    watches.set(regionId, watch);
  }
  const { handlers } = watch;
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
    const current = watches.get(regionId);
    if (current?.handlers.size === 0) {
      current.stop();
      watches.delete(regionId);
    }
  };
}
