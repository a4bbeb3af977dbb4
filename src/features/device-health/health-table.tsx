import { useState, type UIEvent } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { healthFigures, type HealthFigure, type HealthSort } from './health-figures';
import type { EntityHealth } from './health-types';
import { entityColumnSx } from './entity-cell';
import { HealthRow, reason, type HealthColumn } from './health-row';
import { healthRowHeight, healthTableSx, reasonSx } from './health-table-styles';

export interface HealthTableProps {
  table: readonly EntityHealth[];
  sort: HealthSort;
  onSort: (sort: HealthSort) => void;
  zone: string;
  /** The events page showing a figure's worst instance, if it has one. */
  hrefOf: (h: EntityHealth, figure: HealthFigure) => string | undefined;
  /** The label of the id column: Device or Vehicle. */
  entityLabel: string;
  /** A device's or vehicle's id as its cell shows it: "Ute 12 (40010024)" once its name is known. */
  entityText?: (id: number) => string;
}

const overscan = 10;
const viewHeight = 600;

/**
 * The figures as the table shows them: the reason beside the score it explains, where it is read without
 * scrolling past twenty figures (it was the last column, out of sight at 1440 px).
 */
const shownColumns: readonly HealthColumn[] = [
  ...healthFigures.slice(0, 2),
  reason,
  ...healthFigures.slice(2),
];

/** Rows drawn: those in view and a few either side; the rest are space, so 10,000 devices scroll at once. */
function shownRows(scrollTop: number, height: number, count: number) {
  const first = Math.max(0, Math.floor(scrollTop / healthRowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + height) / healthRowHeight) + overscan);
  return { first, end };
}

/** One row per device (or vehicle), sortable on every column, each figure a link to its worst event. */
export function HealthTable({
  table,
  sort,
  onSort,
  zone,
  hrefOf,
  entityLabel,
  entityText = String,
}: HealthTableProps) {
  const { t } = useTranslation('events');
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(viewHeight);
  const { first, end } = shownRows(scrollTop, height, table.length);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
    setHeight(event.currentTarget.clientHeight || viewHeight);
  };
  const header = (figure: HealthFigure) =>
    figure.id === 'entity' ? entityLabel : t(`health.columns.${figure.id}` as 'health.columns.score');
  return (
    <Box sx={{ overflow: 'auto', flex: 1, minHeight: 0 }} onScroll={onScroll} tabIndex={0}>
      <Table
        size="small"
        stickyHeader
        sx={healthTableSx}
        aria-label={t('health.tableLabel')}
        aria-rowcount={table.length + 1}
      >
        <TableHead>
          <TableRow>
            {shownColumns.map((figure) =>
              figure === reason ? (
                <TableCell key={reason} sx={reasonSx}>
                  {t('health.columns.reason')}
                </TableCell>
              ) : (
                <TableCell
                  key={figure.id}
                  sortDirection={sort.by === figure.id ? (sort.descending ? 'desc' : 'asc') : false}
                  sx={figure.id === 'entity' ? { ...entityColumnSx, zIndex: 3 } : undefined}
                >
                  <TableSortLabel
                    active={sort.by === figure.id}
                    direction={sort.by === figure.id && !sort.descending ? 'asc' : 'desc'}
                    onClick={() =>
                      onSort({ by: figure.id, descending: sort.by === figure.id ? !sort.descending : true })
                    }
                  >
                    {header(figure)}
                  </TableSortLabel>
                </TableCell>
              ),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {first > 0 && <TableRow aria-hidden style={{ height: first * healthRowHeight }} />}
          {table.slice(first, end).map((h, i) => (
            <HealthRow
              key={h.code}
              h={h}
              rowIndex={first + i + 2}
              columns={shownColumns}
              zone={zone}
              hrefOf={hrefOf}
              entityText={entityText}
              t={t}
            />
          ))}
          {end < table.length && (
            <TableRow aria-hidden sx={{ height: (table.length - end) * healthRowHeight }} />
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
