import * as z from 'zod/mini';
import type { RegionConfig } from '../../config/schema';
import { storedSessionSchema } from './key-store';
import { authorityOf } from './oidc-storage';

/**
 * The tabs of the app (one origin, one browser profile) talk over one BroadcastChannel: a tab opened
 * without a session asks the others for a region's session; a sign-out in one tab signs that region out
 * in all. A session itself never goes on that channel: the asking tab names a reply channel of its own
 * (an unguessable name), and the lending tab answers there, and sends a renewed session there later, to
 * the tabs that borrowed it only. Nothing of it is stored.
 *
 * Every message names the region by its id, its API base URL and its identity provider, as the sending
 * tab's config has them: a tab whose config.json points a region id elsewhere (an older deployment, a
 * changed file) is another region, and is neither answered nor listened to.
 */
const channelName = 'fleet-events.sessions';

/** How long a new tab waits for an answer before it signs in as usual. */
export const answerWaitMs = 400;

const regionNames = { regionId: z.string(), apiBaseUrl: z.string(), authority: z.string() };

const messageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('request'),
    id: z.string(),
    replyTo: z.string().check(z.startsWith(`${channelName}.`)),
    ...regionNames,
  }),
  z.object({
    type: z.literal('answer'),
    id: z.string(),
    lender: z.string(),
    ...regionNames,
    session: storedSessionSchema,
  }),
  z.object({ type: z.literal('updated'), lender: z.string(), ...regionNames, session: storedSessionSchema }),
  z.object({ type: z.literal('signed-out'), ...regionNames }),
]);

export type SessionMessage = z.infer<typeof messageSchema>;
export type RegionNames = { regionId: string; apiBaseUrl: string; authority: string };

/** How this tab's config names a region on the channel. */
export const regionNamesOf = (region: RegionConfig): RegionNames => ({
  regionId: region.id,
  apiBaseUrl: region.apiBaseUrl,
  authority: authorityOf(region),
});

/** Whether a message names the region exactly as this tab's config does. */
export const namesRegion = (message: RegionNames, region: RegionConfig): boolean =>
  message.regionId === region.id &&
  message.apiBaseUrl === region.apiBaseUrl &&
  message.authority === authorityOf(region);

/** A fresh, unguessable reply channel name. */
export const newReplyName = () => `${channelName}.${crypto.randomUUID()}`;

/** One BroadcastChannel, parsed: every well-formed message goes to the listeners; the rest is ignored. */
export interface SessionLine {
  post: (message: SessionMessage) => void;
  listen: (listener: (message: SessionMessage) => void) => () => void;
  close: () => void;
}

export function openLine(name: string): SessionLine | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(name);
  // Node (the unit tests) keeps a process alive for an open channel; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const onMessage = (event: MessageEvent) => {
        const message = messageSchema.safeParse(event.data);
        if (message.success) listener(message.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

// Outlives sign-out: the line to the app's other tabs, which tells them of a sign-out; it holds no data.
let main: SessionLine | null | undefined;
const mainLine = () => (main === undefined ? (main = openLine(channelName)) : main);

/** Requests and sign-outs, to every tab of the app. */
export function postToOtherTabs(message: Extract<SessionMessage, { type: 'request' | 'signed-out' }>): void {
  mainLine()?.post(message);
}

/** Calls back with every well-formed message on the app's channel; returns the way to stop. */
export function listenToOtherTabs(listener: (message: SessionMessage) => void): () => void {
  return mainLine()?.listen(listener) ?? (() => undefined);
}

/** For tests: close the channel, so the next test opens its own. */
export function closeSessionChannel(): void {
  main?.close();
  main = undefined;
}
