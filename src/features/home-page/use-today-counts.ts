import { useMemo } from 'react';
import { useSameArray } from '../../lib/use-same-array';
import { useEventsRange, type EventStore } from '../event-data';
import { defaultFilters, type EventFilters } from '../event-url';
import { cardLoad } from './home-card';
import type { HomeClock } from './use-home-clock';
import { againstUsual, comparedDays, countDay, type DayCounts, type DaySpan } from './usual-hours';

/** Every type: the request carries no `types`, so the events page's "every type" shares these days. */
export const everyType: EventFilters = { ...defaultFilters, types: [] };

function countsOf(store: EventStore, span: DaySpan, zone: string): DayCounts {
  const { rows, dictionary } = store;
  const time = store.column('timeAt');
  const type = store.column('type');
  const byCode = countDay(
    span,
    zone,
    rows.length,
    (i) => time[rows[i] as number] as number,
    (i) => type[rows[i] as number] as number,
  );
  // Named once per type, not once per row; two codes of one name (a day's dictionary grown twice) add up.
  const byType = new Map<string, number>();
  for (const [code, n] of byCode.byType) {
    const name = dictionary.string(code) ?? '';
    byType.set(name, (byType.get(name) ?? 0) + n);
  }
  return { ...byCode, byType };
}

/**
 * Today so far and the same weekday of the four weeks before (each up to now's time of day), through the
 * events page's own day queries, so the same API dates are asked once. `read`: each day's store once it
 * answered, null for a day that failed (left out of the usual), undefined while it loads.
 */
export function useTodayDays({ zone, now }: HomeClock) {
  const spans = useMemo(() => comparedDays(now, zone), [now, zone]);
  const day = (week: number) => spans[week] as DaySpan;
  // A fixed number of ranges, one per day: hooks in the same order at every render.
  const ranges = [
    useEventsRange(everyType, day(0), now, true),
    useEventsRange(everyType, day(1), now, true),
    useEventsRange(everyType, day(2), now, true),
    useEventsRange(everyType, day(3), now, true),
    useEventsRange(everyType, day(4), now, true),
  ];
  const read = useSameArray(
    ranges.map((range) =>
      !range.allLoaded ? undefined : range.days.some((d) => d.status === 'error') ? null : range.store,
    ),
  );
  return { spans, zone, load: cardLoad(ranges), read };
}

export type TodayDays = ReturnType<typeof useTodayDays>;

/** One day's counts, worked out when that day's store arrives or its span moves, not when another day's does. */
function useDayCounts(store: EventStore | null | undefined, span: DaySpan, zone: string) {
  return useMemo(() => (store ? countsOf(store, span, zone) : store), [store, span, zone]);
}

/** Today against its usual, once today and every week before has answered (a failed week left out). */
export function useTodayCounts({ spans, zone, read }: TodayDays) {
  const span = (week: number) => spans[week] as DaySpan;
  // A fixed number of days, in the same order at every render (as `useTodayDays`' ranges).
  const counted = useSameArray([
    useDayCounts(read[0], span(0), zone),
    useDayCounts(read[1], span(1), zone),
    useDayCounts(read[2], span(2), zone),
    useDayCounts(read[3], span(3), zone),
    useDayCounts(read[4], span(4), zone),
  ]);
  return useMemo(() => {
    const [today, ...weeks] = counted;
    if (!today || weeks.includes(undefined)) return null;
    const usual = weeks.filter((week): week is DayCounts => !!week);
    return { ...againstUsual(today, usual), weeksRead: usual.length };
  }, [counted]);
}
