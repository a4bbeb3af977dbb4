import * as z from 'zod/mini';
import { storedSessionSchema, type StoredSession } from './key-store';

/**
 * The tabs of the app (one origin, one browser profile) talk over one BroadcastChannel: a tab opened
 * without a session asks the others for a region's session; a sign-out in one tab signs that region out
 * in all; a tab whose key was renewed tells the tabs that borrowed it. Nothing of it is stored.
 */
const channelName = 'fleet-events.sessions';

/** How long a new tab waits for an answer before it signs in as usual. */
export const answerWaitMs = 400;

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('request'), id: z.string(), regionId: z.string() }),
  z.object({ type: z.literal('answer'), id: z.string(), regionId: z.string(), session: storedSessionSchema }),
  z.object({ type: z.literal('updated'), regionId: z.string(), session: storedSessionSchema }),
  z.object({ type: z.literal('signed-out'), regionId: z.string() }),
]);

export type SessionMessage = z.infer<typeof messageSchema>;

// Outlives sign-out: the line to the app's other tabs, which tells them of a sign-out; it holds no data.
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
    // Node (the unit tests) keeps a process alive for an open channel; browsers have no unref.
    (channel as { unref?: () => void } | null)?.unref?.();
  }
  return channel;
}

function parse(data: unknown): SessionMessage | null {
  const message = messageSchema.safeParse(data);
  return message.success ? message.data : null;
}

/** A session as another tab may hold it: never marked shared, so the receiver decides that itself. */
function portable(session: StoredSession): StoredSession {
  const { shared: _shared, ...rest } = session;
  return rest;
}

export function postToOtherTabs(message: SessionMessage): void {
  const ready =
    message.type === 'answer' || message.type === 'updated'
      ? { ...message, session: portable(message.session) }
      : message;
  openChannel()?.postMessage(ready);
}

/** Calls back with every well-formed message another tab sends; returns the way to stop. */
export function listenToOtherTabs(listener: (message: SessionMessage) => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const message = parse(event.data);
    if (message) listener(message);
  };
  open.addEventListener('message', onMessage);
  return () => open.removeEventListener('message', onMessage);
}

/** Asks the other tabs for a region's session; the first answer wins, none within the wait is null. */
export function askOtherTabs(regionId: string): Promise<StoredSession | null> {
  const open = openChannel();
  if (!open) return Promise.resolve(null);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const finish = (session: StoredSession | null) => {
      clearTimeout(timer);
      stop();
      resolve(session);
    };
    const stop = listenToOtherTabs((message) => {
      if (message.type === 'answer' && message.id === id && message.regionId === regionId) {
        finish(message.session);
      }
    });
    const timer = setTimeout(() => finish(null), answerWaitMs);
    postToOtherTabs({ type: 'request', id, regionId });
  });
}

/** For tests: close the channel, so the next test opens its own. */
export function closeSessionChannel(): void {
  channel?.close();
  channel = undefined;
}
