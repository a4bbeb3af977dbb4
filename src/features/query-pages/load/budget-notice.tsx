import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import type { BudgetStop } from '../../event-data';

const megabyte = 2 ** 20;
const gigabyte = 2 ** 30;

/** Bytes in GB from a tenth of one up ("0.98 GB", "1.8 GB"), else in MB: two figures are enough here. */
function sizeText(bytes: number): string {
  const large = bytes >= gigabyte / 10;
  return formatNumber(large ? bytes / gigabyte : bytes / megabyte, {
    style: 'unit',
    unit: large ? 'gigabyte' : 'megabyte',
    maximumSignificantDigits: 2,
  });
}

/**
 * What a window too big for the tab's budget (its memory, or the events it works with) loaded, what the
 * whole would take, and what helps.
 */
export function BudgetNotice({ stop }: { stop: BudgetStop }) {
  const { t } = useTranslation('events');
  const loaded = {
    loaded: formatNumber(stop.loadedDays),
    total: formatNumber(stop.totalDays),
    events: formatNumber(stop.events),
    size: sizeText(stop.bytes),
  };
  return (
    <Alert severity="warning" role="status">
      {stop.limit === 'bytes'
        ? t('load.budgetStop', {
            ...loaded,
            whole: sizeText(stop.wholeBytes),
            budget: sizeText(stop.budget.bytes),
          })
        : t('load.eventBudgetStop', {
            ...loaded,
            whole: formatNumber(stop.wholeEvents),
            budget: formatNumber(stop.budget.events),
          })}
    </Alert>
  );
}
