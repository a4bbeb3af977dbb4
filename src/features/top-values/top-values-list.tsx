import RouteIcon from '@mui/icons-material/Route';
import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IncludeExcludeButtons } from '../../components/include-exclude-buttons';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatNumber } from '../../i18n/format';
import type { EventStore, Rows } from '../event-data';
import type { FilterMode, ValueFilter } from '../event-url';
import { topValues, columnLabel, type LabelOf } from '../event-rows';

export interface TopValuesListProps {
  store: EventStore;
  rows: Rows;
  column: string;
  labelOf: LabelOf;
  filters: readonly ValueFilter[];
  onToggle: (filter: ValueFilter) => void;
  /** Replays the listed vehicles together (offered on the Vehicle column's list). */
  onReplayVehicles?: ((ids: number[]) => void) | undefined;
}

/** "50%", "3.5%" ("3,5 %" in Spanish): whole percents, a decimal under 10%, never 100% unless all. */
const percent = (share: number) => {
  const digits = share === 0 || share >= 0.1 ? 0 : 1;
  return formatNumber(share, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  '& th, & td': { py: 0.25, px: 0.5, textAlign: 'left', verticalAlign: 'middle' },
  '& th': { fontWeight: 500, color: 'text.secondary', fontSize: 12 },
  '& .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .value': { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .bar': { height: 3, bgcolor: 'primary.main', borderRadius: 1, opacity: 0.6 },
};

/**
 * A column's 10 most frequent values among the rows shown, each with its count, its share and one-click
 * include / exclude (pressed while that filter is on; a second click takes it off).
 */
export function TopValuesList({
  store,
  rows,
  column,
  labelOf,
  filters,
  onToggle,
  onReplayVehicles,
}: TopValuesListProps) {
  const { t } = useTranslation('explore');
  const top = useMemo(() => topValues(store, rows, column), [store, rows, column]);
  const vehicles =
    column === 'vehicle'
      ? top.values.flatMap(({ value }) => (value !== null && /^\d{1,16}$/.test(value) ? [Number(value)] : []))
      : [];
  const name = columnLabel(column);
  if (top.rows === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        {t('values.list.noRows')}
      </Typography>
    );
  const covered = top.values.reduce((sum, v) => sum + v.count, 0) / top.rows;
  const counts = {
    values: t('values.list.distinct', { count: top.distinct, n: formatNumber(top.distinct) }),
    events: t('values.list.rows', { count: top.rows, n: formatNumber(top.rows) }),
  };
  const isOn = (mode: FilterMode, value: string | null) =>
    filters.some((f) => f.mode === mode && f.column === column && f.value === value);
  return (
    <Box>
      <Box component="table" sx={tableSx} aria-label={t('values.list.label', { column: name })}>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col" className="numeric">
              {t('values.list.events')}
            </th>
            <th scope="col" className="numeric">
              {t('values.list.share')}
            </th>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                {t('values.list.filter')}
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {top.values.map(({ value, count }) => {
            const label = labelOf(column, value);
            const share = count / top.rows;
            return (
              <tr key={value ?? '\u0000absent'}>
                <td className="value" title={label}>
                  {label}
                  <Box className="bar" style={{ width: `${Math.max(share * 100, 1)}%` }} />
                </td>
                <td className="numeric">{formatNumber(count)}</td>
                <td className="numeric">{percent(share)}</td>
                <IncludeExcludeButtons
                  column={name}
                  label={label}
                  isOn={(mode) => isOn(mode, value)}
                  onToggle={(mode) => onToggle({ mode, column, value })}
                />
              </tr>
            );
          })}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, px: 0.5 }}>
        {top.distinct > top.values.length
          ? t('values.list.footerCovered', {
              ...counts,
              shown: formatNumber(top.values.length),
              share: percent(covered),
            })
          : t('values.list.footer', counts)}
      </Typography>
      {onReplayVehicles && vehicles.length >= 2 && (
        <Button size="small" startIcon={<RouteIcon />} onClick={() => onReplayVehicles(vehicles)}>
          {t('area.list.replayAll')}
        </Button>
      )}
    </Box>
  );
}
