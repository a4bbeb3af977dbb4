import { useMemo } from 'react';
import { warmUpGather } from '../../lib/gather';
import { warmUpRadixOrder } from '../../lib/radix-order';
import { useIdleSteps } from '../../lib/use-idle-steps';
import type { EventStore } from '../event-data';
import { nameRanks, prepareNameTexts } from './name-sort-keys';
import { distinctCodes, rowEntityKinds, type RowNames } from './row-names';
import { dayTexts, dictionaryTexts } from './search-texts';

/** Entities whose names are folded in one step. */
const namesPerStep = 5_000;

/**
 * What a first search (and a first sort by a name) would work out, as short steps for the page's idle time
 * once a window and its names are in: each day's search texts, the dictionary's strings and numbers as
 * search texts, the sort's code run once, the folded names of the entities the rows carry and their ranks by
 * name. The results are kept where the search and the sort keep their own (with the day, the dictionary,
 * the entity, the store), so the first keystroke or sort by name finds them made.
 */
export function searchWarmUpSteps(store: EventStore, names: RowNames): (() => void)[] {
  const steps: (() => void)[] = store.days.map((day) => () => void dayTexts(day));
  steps.push(() => void dictionaryTexts(store.dictionary));
  steps.push(warmUpRadixOrder, warmUpGather);
  const numbers = store.dictionary.numbers;
  for (const kind of rowEntityKinds) {
    const known = names[kind];
    if (known.size === 0) continue;
    const codes = distinctCodes(store, kind);
    for (let from = 0; from < codes.length; from += namesPerStep)
      steps.push(() => {
        for (const code of codes.subarray(from, from + namesPerStep)) {
          const entity = known.get(numbers[code] as number);
          if (entity) prepareNameTexts(entity);
        }
      });
    // The ranking of the names, which a first sort by this name column spent most of its time on.
    steps.push(() => void nameRanks(store, kind, known));
  }
  return steps;
}

/** Once the window and its names are in (`ready`), what a first search would work out is made in idle time. */
export function useSearchWarmUp(store: EventStore, names: RowNames, ready: boolean): void {
  const steps = useMemo(() => (ready ? searchWarmUpSteps(store, names) : []), [ready, store, names]);
  useIdleSteps(steps);
}
