import CloseIcon from '@mui/icons-material/Close';
import RouteIcon from '@mui/icons-material/Route';
import {
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { formatInZone } from '../../lib/format-time';
import type { EventStore, Rows } from '../event-data';
import { visitorsOf, type LabelOf } from '../event-rows';
import { maxReplayVehicles, replayOfVehicles, type ReplayTarget } from '../event-url';

/** The column whose labels name a vehicle ("Ute 12 (40010024)" once its name is known). */
const vehicleColumn = 'vehicle';
/** Rows listed before "Show all": a list of hundreds would cost the page more than the filter itself. */
const firstFew = 50;

/**
 * "Who was here": each vehicle among the rows in the area, with its first and last time inside and its
 * number of events; each links to its events (the page with that vehicle included) and replays it from its
 * first time inside; "Replay these" replays the first 20 together from the first arrival.
 */
export function WhoWasHere({
  store,
  rows,
  zone,
  labelOf,
  eventsHref,
  onReplay,
  onClose,
}: {
  store: EventStore;
  /** The rows shown (the area already applied). */
  rows: Rows;
  zone: string;
  labelOf: LabelOf;
  /** This page narrowed to one vehicle's events. */
  eventsHref: (vehicleId: number) => string;
  onReplay: (target: ReplayTarget, at: number) => void;
  /** Removes the area. */
  onClose: () => void;
}) {
  const { t } = useTranslation('explore');
  const headingId = useId();
  // Listed after the rows it narrows are painted: the table answers first, the list follows. Also when
  // the area is first applied (null until then), which mounts this: a deferred value starts as the value
  // itself unless given another, and the list was rendered inside the Enter that applied the area.
  // (The store with its rows: rows are indices into their own store.)
  const shown = useDeferredValue(
    useMemo(() => ({ store, rows }), [store, rows]),
    null,
  );
  const visitors = useMemo(() => (shown ? visitorsOf(shown.store, shown.rows) : null), [shown]);
  const [all, setAll] = useState(false);
  const listed = visitors === null ? [] : all ? visitors : visitors.slice(0, firstFew);
  const first = visitors?.[0]?.first;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, maxWidth: 460 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle2" sx={{ flexGrow: 1 }}>
          {t('area.list.label')}
        </Typography>
        {visitors !== null && visitors.length >= 2 && first !== undefined && (
          <Tooltip
            describeChild
            title={visitors.length > maxReplayVehicles ? t('area.list.replayAllHint') : ''}
          >
            <Button
              size="small"
              startIcon={<RouteIcon />}
              onClick={() => onReplay(replayOfVehicles(visitors.map((v) => v.vehicleId)), first)}
            >
              {t('area.list.replayAll')}
            </Button>
          </Tooltip>
        )}
        <IconButton size="small" aria-label={t('area.list.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {visitors === null || visitors.length === 0 ? (
        <Typography variant="body2" role="status">
          {t(visitors === null ? 'area.list.listing' : 'area.list.none')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('area.list.vehicle')}</TableCell>
              <TableCell>{t('area.list.first')}</TableCell>
              <TableCell>{t('area.list.last')}</TableCell>
              <TableCell align="right">{t('area.list.events')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {listed.map((visitor) => {
              const vehicle = labelOf(vehicleColumn, String(visitor.vehicleId));
              return (
                <TableRow key={visitor.vehicleId}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={eventsHref(visitor.vehicleId)}
                      aria-label={t('area.list.showEvents', { vehicle })}
                    >
                      {vehicle}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInZone(visitor.first, zone)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInZone(visitor.last, zone)}</TableCell>
                  <TableCell align="right">{formatNumber(visitor.events)}</TableCell>
                  <TableCell padding="none">
                    <IconButton
                      size="small"
                      aria-label={t('area.list.replay', { vehicle })}
                      onClick={() => onReplay({ kind: 'vehicle', id: visitor.vehicleId }, visitor.first)}
                    >
                      <RouteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {visitors !== null && listed.length < visitors.length && (
        <Button size="small" onClick={() => setAll(true)}>
          {t('area.list.showAll', { n: formatNumber(visitors.length) })}
        </Button>
      )}
    </Box>
  );
}
