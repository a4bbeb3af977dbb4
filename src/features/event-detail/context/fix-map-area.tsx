import { Alert, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import type { FleetEvent } from '../../events';
import type { PathPoint } from './path-points';

/** The route passes the map feature in (features stay apart): the event's fix and the path around it. */
export type FixMapSlot = (props: {
  event: FleetEvent;
  zone: string;
  path: readonly PathPoint[];
}) => ReactNode;

/** The map of the event and the path around it; when the event's own fix is not valid, says so. */
export function FixMapArea({
  event,
  zone,
  path,
  renderFixMap,
}: {
  event: FleetEvent;
  zone: string;
  path: readonly PathPoint[];
  renderFixMap: FixMapSlot;
}) {
  const ownFix = event.GPS?.valid === true;
  const notice = ownFix
    ? null
    : `${event.GPS ? 'The GPS fix of this event is not valid' : 'This event has no GPS fix'}${path.length > 0 ? ': the map shows the events around it.' : ', so there is no map.'}`;
  return (
    <Stack spacing={1}>
      {notice && <Alert severity="info">{notice}</Alert>}
      {(ownFix || path.length > 0) && (
        <Suspense fallback={<Typography role="status">Loading the map…</Typography>}>
          {renderFixMap({ event, zone, path })}
        </Suspense>
      )}
    </Stack>
  );
}
