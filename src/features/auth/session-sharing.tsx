import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findRegion, useAppConfig } from '../../config/config-context';
import type { RegionConfig } from '../../config/schema';
import { askOtherTabs, forgetBorrowed, resetBorrowing } from './borrowing';
import { keyStore } from './key-store';
import { answerRequest, forgetBorrowers, resetLending, tellBorrowers } from './lending';
import { hasStoredOidcUser, onOidcUserChange } from './oidc-storage';
import { closeSessionChannel, listenToOtherTabs, namesRegion } from './session-channel';
import { signedOutElsewhere } from './session-end';
import { regionQueryPrefixes } from './sign-out';

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
    const free = () => !settled.has(region.id) && !keyStore.read(region.id) && !hasStoredOidcUser(region);
    pending = settled.has(region.id)
      ? Promise.resolve(false)
      : askOtherTabs(region, free).then((session) => {
          if (!session) return false;
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
 * Keeps this tab in step with the app's other tabs: answers their requests for a session it may lend
 * (lending.ts), tells the tabs that borrowed one of a renewal, signs a region out when another tab does,
 * and drops a region's cached data whenever its session ends here. Mounted once, with the app's providers.
 */
export function SessionSharing() {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopClearing = keyStore.onClear((regionId) => {
      settled.add(regionId);
      forgetBorrowers(regionId);
      forgetBorrowed(regionId);
      for (const queryKey of regionQueryPrefixes(regionId)) queryClient.removeQueries({ queryKey });
    });
    const tellAll = () => config.regions.forEach(tellBorrowers);
    const stopWatchingKeys = keyStore.subscribe(tellAll);
    const stopWatchingTokens = onOidcUserChange(tellAll);
    const stopListening = listenToOtherTabs((message) => {
      const region = findRegion(config, message.regionId);
      if (!region || !namesRegion(message, region)) return;
      if (message.type === 'request') answerRequest(region, message);
      else if (message.type === 'signed-out' && (keyStore.read(region.id) || hasStoredOidcUser(region)))
        void signedOutElsewhere(region);
    });
    return () => {
      stopClearing();
      stopWatchingKeys();
      stopWatchingTokens();
      stopListening();
    };
  }, [config, queryClient]);
  return null;
}

/** For tests. */
export function resetSessionSharing(): void {
  asked.clear();
  settled.clear();
  resetLending();
  resetBorrowing();
  closeSessionChannel();
}
