import type { RegionConfig } from '../../config/schema';
import { keyStore, type StoredSession } from './key-store';
import { readStoredOidcUser, secondsLeft } from './oidc-storage';
import { regionNamesOf, openLine, type SessionLine, type SessionMessage } from './session-channel';
import { tokenSubject } from './token-subject';

/**
 * The lending side: what this tab hands another tab of the app that asks for a region's session, and
 * the renewed key and expiry it sends those tabs (and only those) later.
 */

// Outlives sign-out: names this page load to the tabs it lends to; it holds nothing of a session.
const lenderId = typeof crypto === 'undefined' ? 'lender' : crypto.randomUUID();

/** The tabs that borrowed each region's session, by their reply channel; forgotten when it ends here. */
const borrowers = new Map<string, Map<string, SessionLine>>();
/** What each region's borrowers were last sent, so a change is sent once. */
const lastSent = new Map<string, string>();

/**
 * What this tab may lend for a region: a session of its own (never one it borrowed), bound to the
 * region's API as this config has it, and either a pasted key the user chose to use in other tabs, or
 * the key of a live OIDC sign-in (this tab holds the user, its token unexpired), with that token's
 * expiry, at which the borrower drops it unless told of a renewal.
 */
export function lendableSession(region: RegionConfig): StoredSession | null {
  const held = keyStore.read(region.id);
  if (!held || held.shared || held.apiBaseUrl !== region.apiBaseUrl) return null;
  if (held.kind === 'apiKey') return held.lend ? held : null;
  const user = readStoredOidcUser(region);
  if (!user || tokenSubject(user) !== held.subject) return null;
  const left = secondsLeft(user);
  if (left === undefined || left <= 0 || user.expires_at === undefined) return null;
  return { ...held, expiresAt: user.expires_at };
}

/**
 * Answers another tab's request, on its reply channel, when this tab has something to lend. The request
 * names the region as this tab's config does (session-sharing.tsx checks before it asks here).
 */
export function answerRequest(
  region: RegionConfig,
  request: Extract<SessionMessage, { type: 'request' }>,
): void {
  const session = lendableSession(region);
  if (!session) return;
  const line = openLine(request.replyTo);
  if (!line) return;
  line.post({ type: 'answer', id: request.id, lender: lenderId, ...regionNamesOf(region), session });
  const lentTo = borrowers.get(region.id) ?? new Map<string, SessionLine>();
  lentTo.get(request.replyTo)?.close();
  lentTo.set(request.replyTo, line);
  borrowers.set(region.id, lentTo);
  lastSent.set(region.id, JSON.stringify(session));
}

/**
 * Tells the tabs that borrowed a region's session what it is now (a new key, a later expiry). Nothing
 * when there is nothing to lend any more: they drop it at the expiry they have, or at the sign-out.
 */
export function tellBorrowers(region: RegionConfig): void {
  const lentTo = borrowers.get(region.id);
  const session = lendableSession(region);
  if (!lentTo || !session) return;
  const text = JSON.stringify(session);
  if (lastSent.get(region.id) === text) return;
  lastSent.set(region.id, text);
  for (const line of lentTo.values())
    line.post({ type: 'updated', lender: lenderId, ...regionNamesOf(region), session });
}

/** The region's session ended here: the tabs it was lent to are forgotten (the sign-out tells them). */
export function forgetBorrowers(regionId: string): void {
  borrowers.get(regionId)?.forEach((line) => line.close());
  borrowers.delete(regionId);
  lastSent.delete(regionId);
}

/** For tests. */
export function resetLending(): void {
  [...borrowers.keys()].forEach(forgetBorrowers);
}
