import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { useMemo } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { EventStore, Rows } from '../data/event-store';
import type { FilterMode, ValueFilter } from '../filters/value-filters';
import { topValues } from './top-values';
import { columnLabel, type LabelOf } from './value-labels';

export interface TopValuesListProps {
  store: EventStore;
  rows: Rows;
  column: string;
  labelOf: LabelOf;
  filters: readonly ValueFilter[];
  onToggle: (filter: ValueFilter) => void;
}

const percent = (share: number) =>
  share >= 0.995 || share === 0
    ? `${Math.round(share * 100)}%`
    : `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

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
export function TopValuesList({ store, rows, column, labelOf, filters, onToggle }: TopValuesListProps) {
  const top = useMemo(() => topValues(store, rows, column), [store, rows, column]);
  const name = columnLabel(column);
  if (top.rows === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        No events shown, so no values to count.
      </Typography>
    );
  const covered = top.values.reduce((sum, v) => sum + v.count, 0) / top.rows;
  const isOn = (mode: FilterMode, value: string | null) =>
    filters.some((f) => f.mode === mode && f.column === column && f.value === value);
  return (
    <Box>
      <Box component="table" sx={tableSx} aria-label={`Top values of ${name}`}>
        <thead>
          <tr>
            <th scope="col">{name}</th>
            <th scope="col" className="numeric">
              Events
            </th>
            <th scope="col" className="numeric">
              Share
            </th>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                Filter
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
                  <Box className="bar" sx={{ width: `${Math.max(share * 100, 1)}%` }} />
                </td>
                <td className="numeric">{count.toLocaleString()}</td>
                <td className="numeric">{percent(share)}</td>
                <td style={{ whiteSpace: 'nowrap' }}>
                  {(['in', 'ex'] as const).map((mode) => {
                    const on = isOn(mode, value);
                    const verb = mode === 'in' ? 'Include' : 'Exclude';
                    return (
                      <IconButton
                        key={mode}
                        size="small"
                        aria-label={`${verb} ${label}`}
                        title={`${verb} ${name} ${label}${on ? ' (on: click to take it off)' : ''}`}
                        aria-pressed={on}
                        color={on ? (mode === 'in' ? 'primary' : 'secondary') : 'default'}
                        onClick={() => onToggle({ mode, column, value })}
                      >
                        {mode === 'in' ? (
                          <AddCircleOutlineIcon fontSize="small" />
                        ) : (
                          <RemoveCircleOutlineIcon fontSize="small" />
                        )}
                      </IconButton>
                    );
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, px: 0.5 }}>
        {top.distinct.toLocaleString()} {top.distinct === 1 ? 'value' : 'different values'} in{' '}
        {top.rows.toLocaleString()} {top.rows === 1 ? 'event' : 'events'}
        {top.distinct > top.values.length && `; these ${top.values.length} cover ${percent(covered)}`}.
      </Typography>
    </Box>
  );
}
