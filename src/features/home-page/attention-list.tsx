import {
  Link,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { findingWords, type EntityHealth } from '../device-health';
import type { QueryPage } from '../event-url';
import { useScreenSize } from '../../lib/screen-size';

interface AttentionListProps {
  top: readonly EntityHealth[];
  hrefOf: (page: QueryPage, deviceIds: number[]) => string;
  /** A device as the table names it ("Kai's phone (140010034)"; a pseudonym in presenter mode). */
  deviceText: (id: number) => string;
}

function DeviceLinks({
  id,
  hrefOf,
  device,
}: {
  id: number;
  hrefOf: AttentionListProps['hrefOf'];
  device: string;
}) {
  const { t } = useTranslation('home');
  return (
    <Stack direction="row" spacing={2}>
      <Link
        component={RouterLink}
        to={hrefOf('health', [id])}
        aria-label={t('attention.healthOf', { device })}
      >
        {t('attention.health')}
      </Link>
      <Link
        component={RouterLink}
        to={hrefOf('events', [id])}
        aria-label={t('attention.eventsOf', { device })}
      >
        {t('attention.events')}
      </Link>
    </Stack>
  );
}

/**
 * The devices worth a look, each with its reason, score and links: a table of three columns on a wide
 * screen, and on a phone one device under another, where three columns would leave the reason a word a line.
 */
export function AttentionList({ top, hrefOf, deviceText }: AttentionListProps) {
  const { t } = useTranslation('home');
  const { t: te } = useTranslation('events');
  const phone = useScreenSize() === 'phone';
  const score = (h: EntityHealth) =>
    t('attention.score', { score: formatNumber(h.score, { maximumFractionDigits: 0 }) });
  if (phone)
    return (
      <List dense disablePadding aria-label={t('attention.tableLabel')}>
        {top.map((h) => (
          <ListItem key={h.id} divider disableGutters sx={{ display: 'block' }}>
            <Typography variant="subtitle2" component="div">
              {deviceText(h.id)}
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {score(h)}
              </Typography>
            </Typography>
            <Typography variant="body2">{findingWords(h.findings, te)}</Typography>
            <DeviceLinks id={h.id} hrefOf={hrefOf} device={deviceText(h.id)} />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Table size="small" aria-label={t('attention.tableLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('attention.device')}</TableCell>
          <TableCell>{t('attention.why')}</TableCell>
          <TableCell>{t('attention.links')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {top.map((h) => (
          <TableRow key={h.id}>
            <TableCell>{deviceText(h.id)}</TableCell>
            <TableCell>
              {findingWords(h.findings, te)}
              <Typography variant="caption" component="div" color="text.secondary">
                {score(h)}
              </Typography>
            </TableCell>
            <TableCell>
              <DeviceLinks id={h.id} hrefOf={hrefOf} device={deviceText(h.id)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
