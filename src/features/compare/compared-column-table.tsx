import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { IncludeExcludeButtons } from '../../components/include-exclude-buttons';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatNumber } from '../../i18n/format';
import { columnLabel, type ComparedColumn, type LabelOf } from '../event-rows';
import type { FilterMode, ValueFilter } from '../event-url';

/** "42%", "3.5%" ("3,5 %" in Spanish): a decimal under 10%. */
const percent = (share: number, sign = false) => {
  const digits = share === 0 || Math.abs(share) >= 0.1 ? 0 : 1;
  return formatNumber(share, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: sign ? 'exceptZero' : 'auto',
  });
};

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 14,
  mb: 1.5,
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 500, fontSize: 13, pb: 0.25 },
  '& th, & td': { py: 0.25, px: 0.5, textAlign: 'left', verticalAlign: 'middle' },
  '& thead th': { fontWeight: 500, color: 'text.secondary', fontSize: 12 },
  '& .numeric': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Headings wrap, figures do not: "Events (selection / rest)" on one line pushed the include / exclude
  // buttons out of the 460 px panel.
  '& thead th.numeric': { whiteSpace: 'normal' },
  '& .value': { maxWidth: 130, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .over': { color: 'success.main' },
  '& .under': { color: 'text.secondary' },
};

/**
 * One column's values that stand out: share in the selection and in the rest, the difference, the counts,
 * and one-click include / exclude (pressed while that filter is on).
 */
export function ComparedColumnTable({
  compared,
  labelOf,
  filters,
  onToggle,
}: {
  compared: ComparedColumn;
  labelOf: LabelOf;
  filters: readonly ValueFilter[];
  onToggle: (filter: ValueFilter) => void;
}) {
  const { t } = useTranslation('explore');
  const { column } = compared;
  const name = columnLabel(column);
  const isOn = (mode: FilterMode, value: string | null) =>
    filters.some((f) => f.mode === mode && f.column === column && f.value === value);
  return (
    <Box component="table" sx={tableSx} aria-label={t('compare.table.label', { column: name })}>
      <caption>{name}</caption>
      <thead>
        <tr>
          <th scope="col">{name}</th>
          <th scope="col" className="numeric">
            {t('compare.table.selection')}
          </th>
          <th scope="col" className="numeric">
            {t('compare.table.baseline')}
          </th>
          <th scope="col" className="numeric">
            {t('compare.table.difference')}
          </th>
          <th scope="col" className="numeric">
            {t('compare.table.counts')}
          </th>
          <th scope="col">
            <Box component="span" sx={visuallyHidden}>
              {t('values.list.filter')}
            </Box>
          </th>
        </tr>
      </thead>
      <tbody>
        {compared.values.map((v) => {
          const label = labelOf(column, v.value);
          return (
            <tr key={v.value ?? '\u0000absent'}>
              <th scope="row" className="value" title={label} style={{ fontWeight: 400 }}>
                {label}
              </th>
              <td className="numeric">{percent(v.selectionShare)}</td>
              <td className="numeric">{percent(v.baselineShare)}</td>
              <td className={`numeric ${v.difference > 0 ? 'over' : 'under'}`}>
                {percent(v.difference, true)}
              </td>
              <td className="numeric">
                {formatNumber(v.selection)} / {formatNumber(v.baseline)}
              </td>
              <IncludeExcludeButtons
                column={name}
                label={label}
                isOn={(mode) => isOn(mode, v.value)}
                onToggle={(mode) => onToggle({ mode, column, value: v.value })}
              />
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}
