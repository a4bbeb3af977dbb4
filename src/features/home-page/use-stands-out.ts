import { useEffect, useState } from 'react';
import { nextTask } from '../../lib/in-slices';
import type { EventStore } from '../event-data';
import { periodColumns, rankPeriodColumn, topStandingOut, type StandingOut } from '../event-rows';
import type { TodayDays } from './use-today-counts';

/** Values listed: the few that stand out most. */
const valuesShown = 5;

const part = (store: EventStore) => ({ store, rows: store.rows });

/**
 * Today's values against the same hours of the weeks before that answered, once all have: a column a task
 * after the render (numbering an attribute's values over five days is the work), so the page stays
 * responsive while it ranks. Null until it has.
 */
export function useStandsOut(read: TodayDays['read']): StandingOut[] | null {
  const [done, setDone] = useState<{ read: TodayDays['read']; found: StandingOut[] } | null>(null);
  useEffect(() => {
    const [today, ...weeks] = read;
    if (!today || weeks.includes(undefined)) return;
    let stopped = false;
    void (async () => {
      const selection = [part(today)];
      const baseline = weeks.flatMap((week) => (week ? [part(week)] : []));
      const found: StandingOut[] = [];
      for (const column of periodColumns(selection, baseline)) {
        await nextTask();
        if (stopped) return;
        found.push(...rankPeriodColumn(column, selection, baseline));
      }
      setDone({ read, found: topStandingOut(found, valuesShown) });
    })();
    return () => {
      stopped = true;
    };
  }, [read]);
  return done?.read === read ? done.found : null;
}
