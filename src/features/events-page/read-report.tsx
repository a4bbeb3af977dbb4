import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { skipReasonText } from '../event-data';
import type { StoreReport } from '../event-data';
import { CutReport } from './cut-report';

/** A count for a plural text: `count` picks the form, `n` is the number as the language writes it. */
const counted = (count: number) => ({ count, n: formatNumber(count) });

/** "odometer (300), vehicleId (12)": most first (the field names are the API's, not translated). */
function byField(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([field, count]) => `${field} (${formatNumber(count)})`)
    .join(', ');
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * Everything the API sent that is not simply shown, accounted for (the status line's "Details"): items
 * that are not events, repeats merged, events from outside the window, fields read leniently or
 * unreadable, fields the spec does not list. Silent when there is nothing to say.
 */
export const ReadReport = memo(function ReadReport({
  report,
  showOutside,
}: {
  report: StoreReport;
  showOutside: boolean;
}) {
  const { t } = useTranslation('events');
  const lenient = total(report.lenient);
  const nulls = total(report.nulls);
  const unreadable = total(report.unreadable);
  const unknown = Object.keys(report.unknownFields).length;
  const mostlySeconds = report.secondsLike > 0 && report.secondsLike * 2 >= report.received;
  // Whole sentences, each translated as one; a space between them as in the English.
  const outsideText = [
    t(showOutside ? 'report.outsideShown' : 'report.outsideHidden', counted(report.outside)),
    mostlySeconds && t('report.mostlySeconds'),
    !mostlySeconds && report.farAway > 0 && t('report.farAway', counted(report.farAway)),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack spacing={1} sx={{ typography: 'body2' }}>
      {report.skippedCount > 0 && (
        <Box sx={{ color: 'warning.dark' }}>
          {t('report.skippedWhy')}
          <List dense disablePadding>
            {report.skipped.slice(0, 50).map((item) => (
              <ListItem key={`${item.day}-${item.index}`} disableGutters sx={{ py: 0 }}>
                {t('report.skippedItem', {
                  day: item.day,
                  index: formatNumber(item.index + 1),
                  reason: skipReasonText(item.why),
                })}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <CutReport report={report} />
      {report.outside > 0 && (
        <Box sx={{ color: mostlySeconds || report.farAway > 0 ? 'warning.dark' : 'text.secondary' }}>
          {outsideText}
        </Box>
      )}
      {(report.duplicates > 0 ||
        lenient + nulls + unreadable > 0 ||
        unknown > 0 ||
        report.exactIds > 0 ||
        report.inexactIds > 0 ||
        report.overflowStrings > 0) && (
        <Typography variant="body2" color="text.secondary" component="div" aria-label={t('report.howRead')}>
          {report.duplicates > 0 && <div>{t('report.duplicates', counted(report.duplicates))}</div>}
          {unreadable > 0 && <div>{t('report.unreadable', { fields: byField(report.unreadable) })}</div>}
          {lenient > 0 && <div>{t('report.lenient', { fields: byField(report.lenient) })}</div>}
          {nulls > 0 && <div>{t('report.nulls', { fields: byField(report.nulls) })}</div>}
          {unknown > 0 && <div>{t('report.unknownFields', { fields: byField(report.unknownFields) })}</div>}
          {report.exactIds > 0 && <div>{t('report.exactIds', counted(report.exactIds))}</div>}
          {report.inexactIds > 0 && <div>{t('report.inexactIds', counted(report.inexactIds))}</div>}
          {report.overflowStrings > 0 && (
            <div>{t('report.overflowStrings', counted(report.overflowStrings))}</div>
          )}
        </Typography>
      )}
    </Stack>
  );
});
