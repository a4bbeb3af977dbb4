import { Alert, Button, Stack } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { EventsRange } from '../event-data';

/**
 * Days the server cut, or may have cut, at a number of items (docs/reading-limits.md): each says so, and
 * where the API takes timestamps offers to load it in parts. Silent otherwise.
 */
export const CutDays = memo(function CutDays({ range }: { range: EventsRange }) {
  const { t } = useTranslation('events');
  const cut = range.days.filter((day) => day.cut !== null);
  if (cut.length === 0) return null;
  return (
    <Stack spacing={1}>
      {cut.map((day) => {
        const { items, kind, canSplit } = day.cut ?? { items: 0, kind: 'round', canSplit: false };
        const words = { date: day.date, n: formatNumber(items) };
        return (
          <Alert
            key={day.date}
            severity="warning"
            action={
              canSplit && (
                <Button color="inherit" size="small" onClick={() => day.loadInParts(items)}>
                  {t('load.loadInParts')}
                </Button>
              )
            }
          >
            {kind === 'cap'
              ? t('load.cutAtCap', words)
              : canSplit
                ? t('load.mayBeCut', words)
                : t('load.mayBeCutDatesOnly', words)}
          </Alert>
        );
      })}
    </Stack>
  );
});
