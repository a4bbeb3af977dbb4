import type { RegionConfig } from '../config/schema';
import { testRegions } from './test-config';

const channelName = 'fleet-events.sessions';

/** What names a region on the channel: its id, its API and its identity provider, as this config has them. */
export const regionOnChannel = (region: RegionConfig) => ({
  regionId: region.id,
  apiBaseUrl: region.apiBaseUrl,
  authority: `${region.authUrl}/auth/realms/${region.realm}`,
});

/** A pasted key as the app stores it, bound to the region's API. */
export const apiKeySession = (region: RegionConfig, apiKey: string, extra: Record<string, unknown> = {}) => ({
  kind: 'apiKey' as const,
  apiKey,
  label: `API key …${apiKey.slice(-4)}`,
  apiBaseUrl: region.apiBaseUrl,
  ...extra,
});

/** An OIDC session as a lending tab hands it over: the user's key, bound to the region's API, and its expiry. */
export const oidcSession = (region: RegionConfig, apiKey: string, expiresAt: number) => ({
  kind: 'oidc' as const,
  subject: 'user-demo',
  apiKey,
  user: { id: 7, firstName: 'Dana', keys: [] },
  apiBaseUrl: region.apiBaseUrl,
  expiresAt,
});

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

interface Request {
  type: 'request';
  id: string;
  regionId: string;
  replyTo: string;
}

/**
 * Another tab of the app, as the app's tabs see it: the same-origin channel they share. It records every
 * message on that channel, and can lend a session to a tab that asks, on the reply channel it names.
 */
export function otherTab() {
  const main = new BroadcastChannel(channelName);
  const heard: unknown[] = [];
  const onReplies: unknown[] = [];
  const replies: BroadcastChannel[] = [];
  main.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
  const tab = {
    heard,
    /** What came back on the reply channels this tab asked with. */
    onReplies,
    post: (message: object) => main.postMessage(message),
    /** Answers every request for the region with the session, as a tab with `names` would name the region. */
    lends(region: RegionConfig, session: object, names = regionOnChannel(region)) {
      const lender = `lender-${region.id}`;
      const replyChannels: BroadcastChannel[] = [];
      main.addEventListener('message', (event: MessageEvent) => {
        const message = event.data as Partial<Request>;
        if (message.type !== 'request' || message.regionId !== region.id || !message.replyTo) return;
        const reply = new BroadcastChannel(message.replyTo);
        replies.push(reply);
        replyChannels.push(reply);
        reply.postMessage({ type: 'answer', id: message.id, lender, ...names, session });
      });
      return {
        /** Sends a renewed session to every tab that borrowed it. */
        update: (next: object) =>
          replyChannels.forEach((reply) =>
            reply.postMessage({ type: 'updated', lender, ...names, session: next }),
          ),
      };
    },
    /** Asks for the region's session as a new tab would, listening on a reply channel of its own. */
    asks(region: RegionConfig, names = regionOnChannel(region)) {
      const replyTo = `${channelName}.reply-${Math.random().toString(36).slice(2)}`;
      const reply = new BroadcastChannel(replyTo);
      replies.push(reply);
      reply.addEventListener('message', (event: MessageEvent) => onReplies.push(event.data));
      main.postMessage({ type: 'request', id: replyTo, replyTo, ...names });
      return replyTo;
    },
    close() {
      main.close();
      replies.forEach((reply) => reply.close());
    },
  };
  return tab;
}

export type OtherTab = ReturnType<typeof otherTab>;

export const { au: auRegion, nz: nzRegion } = testRegions;
