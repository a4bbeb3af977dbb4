import { Alert, Box, Stack, Typography } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearView } from '../../../lib/use-near-view';
import type { FleetEvent } from '../../event-data';
import type { PathPoint } from './path-points';

/** The route passes the map feature in (features stay apart): the event's fix and the path around it. */
export type FixMapSlot = (props: {
  event: FleetEvent;
  zone: string;
  path: readonly PathPoint[];
  /** Shown while the map's code loads. */
  fallback: ReactNode;
}) => ReactNode;

/** The map's height on the page, held before it starts so nothing below it moves when it does. */
const mapHeight = 320;

/**
 * The map of the event and the path around it; when the event's own fix is not valid, says so. It starts
 * when scrolled near and the page is idle: its first frames cost more than the rest of the page (WebGL by
 * software on machines without a GPU), and the event's facts come first.
 */
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
  const { t } = useTranslation('detail');
  const ownFix = event.GPS?.valid === true;
  const withPath = path.length > 0;
  const notice = ownFix
    ? null
    : event.GPS
      ? t(withPath ? 'around.map.invalidFixWithPath' : 'around.map.invalidFixNoPath')
      : t(withPath ? 'around.map.noFixWithPath' : 'around.map.noFixNoPath');
  const [ref, near] = useNearView<HTMLDivElement>();
  const loading = <Typography role="status">{t('around.map.loading')}</Typography>;
  return (
    <Stack spacing={1}>
      {notice && <Alert severity="info">{notice}</Alert>}
      {(ownFix || withPath) && (
        <Box ref={ref} sx={{ minHeight: mapHeight }}>
          {near && (
            <Suspense fallback={loading}>{renderFixMap({ event, zone, path, fallback: loading })}</Suspense>
          )}
        </Box>
      )}
    </Stack>
  );
}
