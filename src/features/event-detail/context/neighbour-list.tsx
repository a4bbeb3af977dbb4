import { Box, List, ListItemButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatInZone, formatOffset } from '../../../lib/format-time';
import type { FleetEvent } from '../../event-data';
import { cutAddress, usePresenterMode } from '../../presenter';

function NeighbourItem({
  event,
  offset,
  zone,
  href,
  current,
}: {
  event: FleetEvent;
  offset: string;
  zone: string;
  href: string;
  current: boolean;
}) {
  const presenting = usePresenterMode();
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={href}
        selected={current}
        aria-current={current ? 'page' : undefined}
        dense
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '7.5em minmax(0, 1fr)', sm: '7.5em 11.5em minmax(0, 1fr)' },
          columnGap: 1.5,
          alignItems: 'baseline',
          typography: 'body2',
          whiteSpace: 'nowrap',
          // Every row has the bar's room, so the columns line up; the current one shows it.
          borderLeft: 4,
          borderColor: current ? 'primary.main' : 'transparent',
          fontWeight: current ? 600 : undefined,
        }}
      >
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
          {offset}
        </Box>
        <Box
          component="span"
          sx={{
            fontVariantNumeric: 'tabular-nums',
            color: 'text.secondary',
            display: { xs: 'none', sm: 'inline' },
          }}
        >
          {formatInZone(event.timeAt, zone)}
        </Box>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {event.type}
          {event.action ? ` · ${event.action}` : ''}
          {event.location && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` · ${presenting ? cutAddress(event.location) : event.location}`}
            </Box>
          )}
        </Box>
      </ListItemButton>
    </li>
  );
}

/**
 * The events around this one, newest first like the events table: later ones above it, earlier ones below,
 * each a link to its own detail, this one marked as the current page.
 */
export function NeighbourList({
  event,
  newer,
  older,
  zone,
  label,
  hrefOfEvent,
}: {
  event: FleetEvent;
  newer: readonly FleetEvent[];
  older: readonly FleetEvent[];
  zone: string;
  label: string;
  hrefOfEvent: (event: FleetEvent) => string;
}) {
  const { t } = useTranslation('detail');
  const item = (other: FleetEvent, current: boolean) => (
    <NeighbourItem
      key={`${other.type}/${other.idText}`}
      event={other}
      offset={current ? t('around.thisEvent') : formatOffset(other.timeAt - event.timeAt)}
      zone={zone}
      href={hrefOfEvent(other)}
      current={current}
    />
  );
  return (
    <List component="ol" aria-label={label} dense disablePadding sx={{ listStyle: 'none' }}>
      {[...newer].reverse().map((other) => item(other, false))}
      {item(event, true)}
      {older.map((other) => item(other, false))}
    </List>
  );
}
