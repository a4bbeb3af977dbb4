import { useCallback, useSyncExternalStore } from 'react';
import { readLocalNames, subscribeLocalNames, type LocalNames } from './local-names';

/** The names imported for a region in this browser, kept current across tabs. */
export function useLocalNames(regionId: string): LocalNames {
  const subscribe = useCallback(
    (onChange: () => void) =>
      subscribeLocalNames((changed) => {
        if (changed === regionId) onChange();
      }),
    [regionId],
  );
  return useSyncExternalStore(subscribe, () => readLocalNames(regionId));
}
