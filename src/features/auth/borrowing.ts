import type { RegionConfig } from '../../config/schema';
import { keyStore, type StoredSession } from './key-store';
import {
  answerWaitMs,
  regionNamesOf,
  namesRegion,
  newReplyName,
  openLine,
  postToOtherTabs,
  type SessionLine,
} from './session-channel';

/**
 * The borrowing side: a tab that starts without a region's session asks the app's other tabs for it, on
 * a reply channel of its own, and keeps listening there for the lending tab's renewed key and expiry.
 */

/** Sessions borrowed: each region's reply channel and the tab it came from; closed when the session ends. */
const borrowed = new Map<string, { line: SessionLine; lender: string; stop: () => void }>();

const epochSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Whether a lent session may be used here: bound to this config's API for the region, and, for an OIDC
 * session, with the lending tab's expiry still ahead (one without any is not taken: it would never end).
 */
function usable(session: StoredSession, region: RegionConfig): boolean {
  if (session.apiBaseUrl !== region.apiBaseUrl) return false;
  return session.kind === 'apiKey' || (session.expiresAt !== undefined && session.expiresAt > epochSeconds());
}

const sameSession = (a: StoredSession, b: StoredSession) =>
  a.kind === 'oidc' && b.kind === 'oidc' ? a.subject === b.subject : a.kind === b.kind;

/** Takes what the lending tab sends later: a renewed key or expiry, or the end of the session. */
function followLender(region: RegionConfig, line: SessionLine, lender: string): () => void {
  return line.listen((message) => {
    if (message.type !== 'updated' || message.lender !== lender || !namesRegion(message, region)) return;
    const held = keyStore.read(region.id);
    if (!held?.shared || !sameSession(held, message.session)) return;
    if (usable(message.session, region)) keyStore.write(region.id, { ...message.session, shared: true });
    else keyStore.clear(region.id);
  });
}

/**
 * Asks the other tabs for a region's session; the first usable answer wins (its lender is then followed
 * until `forgetBorrowed`), none within the wait is null. `keep` decides, once it is in, whether it is taken.
 */
export function askOtherTabs(region: RegionConfig, keep: () => boolean): Promise<StoredSession | null> {
  const replyTo = newReplyName();
  const line = openLine(replyTo);
  if (!line) return Promise.resolve(null);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const finish = (taken: { session: StoredSession; lender: string } | null) => {
      clearTimeout(timer);
      stopAnswers();
      if (!taken || !keep()) {
        line.close();
        resolve(null);
        return;
      }
      forgetBorrowed(region.id);
      borrowed.set(region.id, { line, lender: taken.lender, stop: followLender(region, line, taken.lender) });
      resolve(taken.session);
    };
    const stopAnswers = line.listen((message) => {
      if (message.type !== 'answer' || message.id !== id || !namesRegion(message, region)) return;
      if (usable(message.session, region)) finish({ session: message.session, lender: message.lender });
    });
    const timer = setTimeout(() => finish(null), answerWaitMs);
    postToOtherTabs({ type: 'request', id, replyTo, ...regionNamesOf(region) });
  });
}

/** The borrowed session of a region ended here: its reply channel closes, its lender is no longer heard. */
export function forgetBorrowed(regionId: string): void {
  const held = borrowed.get(regionId);
  if (!held) return;
  held.stop();
  held.line.close();
  borrowed.delete(regionId);
}

/** For tests. */
export function resetBorrowing(): void {
  [...borrowed.keys()].forEach(forgetBorrowed);
}
