import { Box, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { StoreReport } from '../event-data';

type Note = StoreReport['cut'][number];

/**
 * Events kept with what fit the reader's limits (docs/reading-limits.md), each named with what was cut, and
 * days asked for in parts for the server's cap: part of the read report. Silent when there is neither.
 */
export function CutReport({ report }: { report: StoreReport }) {
  const { t } = useTranslation('events');
  const parts = report.inParts.map(({ day, parts: n }) => (
    <div key={day}>{t('report.inParts', { day, n: formatNumber(n) })}</div>
  ));
  if (report.cutCount === 0)
    return parts.length > 0 ? <Box sx={{ color: 'text.secondary' }}>{parts}</Box> : null;
  const what = (note: Note): string => {
    const n = { kept: formatNumber(note.kept), size: formatNumber(note.size), field: note.field ?? '' };
    switch (note.what) {
      case 'fields':
        return t('report.cut.fields', n);
      case 'key':
        return t('report.cut.key', n);
      case 'attributeKeys':
        return t('report.cut.attributeKeys', { count: note.size, n: n.size });
      default:
        return Number.isNaN(note.size) ? t('report.cut.valueJson', n) : t('report.cut.value', n);
    }
  };
  return (
    <Box sx={{ color: 'text.secondary' }} aria-label={t('report.cutLabel')}>
      {parts}
      {t('report.cutWhy', { count: report.cutCount, n: formatNumber(report.cutCount) })}
      <List dense disablePadding>
        {report.cut.slice(0, 50).map((note, i) => (
          <ListItem key={`${note.day}-${note.index}-${i}`} disableGutters sx={{ py: 0 }}>
            {t('report.cutItem', { day: note.day, type: note.type, id: note.id, what: what(note) })}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
