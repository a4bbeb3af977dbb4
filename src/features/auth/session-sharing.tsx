import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findRegion, useAppConfig } from '../../config/config-context';
import type { RegionConfig } from '../../config/schema';
import { keyStore } from './key-store';
import { askOtherTabs, closeSessionChannel, listenToOtherTabs, postToOtherTabs } from './session-channel';
import { signedOutElsewhere } from './session-end';
import { regionQueryPrefixes } from './sign-out';
import { hasStoredOidcUser } from './oidc-storage';

// Outlives sign-out: whether this tab borrowed each region's session (the session itself is in keyStore).
const asked = new Map<string, Promise<boolean>>();
/**
 * Regions this tab has signed out of (for any reason): it does not borrow them back from another tab.
 * Outlives sign-out on purpose: it is the record of the sign-out.
 */
const settled = new Set<string>();

/**
 * A tab that starts without a region's session asks the app's other tabs for it, once. A session it
 * gets is held in memory, marked shared; it is dropped if this tab meanwhile signed in by itself.
 */
function borrowFromOtherTabs(region: RegionConfig): Promise<boolean> {
  let pending = asked.get(region.id);
  if (!pending) {
    pending = settled.has(region.id)
      ? Promise.resolve(false)
      : askOtherTabs(region.id).then((session) => {
          const taken = settled.has(region.id) || keyStore.read(region.id) || hasStoredOidcUser(region);
          if (!session || taken) return false;
          keyStore.write(region.id, { ...session, shared: true });
          return true;
        });
    asked.set(region.id, pending);
  }
  return pending;
}

export const borrowedSessionQueryOptions = (region: RegionConfig) =>
  queryOptions({
    queryKey: ['auth', region.id, 'from-other-tabs', region],
    queryFn: () => borrowFromOtherTabs(region),
    staleTime: Infinity,
    retry: false,
  });

/**
 * Keeps this tab in step with the app's other tabs: answers their requests for a session it holds,
 * signs a region out when another tab does, takes a renewed key for a session it borrowed, and drops a
 * region's cached data whenever its session ends here. Mounted once, with the app's providers.
 */
export function SessionSharing() {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopClearing = keyStore.onClear((regionId) => {
      settled.add(regionId);
      for (const queryKey of regionQueryPrefixes(regionId)) queryClient.removeQueries({ queryKey });
    });
    const stopListening = listenToOtherTabs((message) => {
      const region = findRegion(config, message.regionId);
      if (!region) return;
      const held = keyStore.read(region.id);
      if (message.type === 'request' && held) {
        postToOtherTabs({ type: 'answer', id: message.id, regionId: region.id, session: held });
      } else if (message.type === 'updated' && held?.shared && sameSession(held, message.session)) {
        keyStore.write(region.id, { ...message.session, shared: true });
      } else if (message.type === 'signed-out' && (held || hasStoredOidcUser(region))) {
        void signedOutElsewhere(region);
      }
    });
    return () => {
      stopClearing();
      stopListening();
    };
  }, [config, queryClient]);
  return null;
}

function sameSession(a: { kind: string; subject?: string }, b: { kind: string; subject?: string }) {
  return a.kind === 'oidc' && b.kind === 'oidc' && a.subject === b.subject;
}

/** For tests. */
export function resetSessionSharing(): void {
  asked.clear();
  settled.clear();
  closeSessionChannel();
}
