import type { ComponentProps } from 'react';
import { CompareLinkProblems } from '../compare';
import { EntityNamesNotice, useNamesAbsentText } from '../entities';
import type { EventsRange } from '../event-data';
import { LoadProblems } from '../query-pages';
import { CutDays } from './cut-days';
import { StatusLine } from './status-line';

/**
 * What the page says above its results, each only when it has something to say: days that failed or wait
 * for a long window's consent, days the server may have cut, names that could not be loaded, a compare link it could not read, and what
 * was read of the days.
 */
export function PageStatus({
  range,
  onConfirmLong,
  compareUnreadable,
  ...line
}: Omit<ComponentProps<typeof StatusLine>, 'days'> & {
  range: EventsRange;
  onConfirmLong: () => void;
  compareUnreadable: ComponentProps<typeof CompareLinkProblems>['unreadable'];
}) {
  const namesAbsent = useNamesAbsentText();
  return (
    <>
      <LoadProblems range={range} onConfirmLong={onConfirmLong} />
      <CutDays range={range} />
      <EntityNamesNotice />
      <CompareLinkProblems unreadable={compareUnreadable} />
      <StatusLine days={range.days.length} namesAbsent={namesAbsent} {...line} />
    </>
  );
}
