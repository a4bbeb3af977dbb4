import { useState, type UIEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { figureText } from './figure-text';
import { healthFigures, type HealthFigure, type HealthSort } from './health-figures';
import type { EntityHealth } from './health-types';
import { findingWords } from './finding-words';

export interface HealthTableProps {
  table: readonly EntityHealth[];
  sort: HealthSort;
  onSort: (sort: HealthSort) => void;
  zone: string;
  /** The events page showing a figure's worst instance, if it has one. */
  hrefOf: (h: EntityHealth, figure: HealthFigure) => string | undefined;
  /** The label of the id column: Device or Vehicle. */
  entityLabel: string;
}

const rowHeight = 36;
const overscan = 10;
const viewHeight = 600;

/** Rows drawn: those in view and a few either side; the rest are space, so 10,000 devices scroll at once. */
function shownRows(scrollTop: number, height: number, count: number) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return { first, end };
}

/** One row per device (or vehicle), sortable on every column, each figure a link to its worst event. */
export function HealthTable({ table, sort, onSort, zone, hrefOf, entityLabel }: HealthTableProps) {
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
      <Table size="small" stickyHeader aria-label={t('health.tableLabel')} aria-rowcount={table.length + 1}>
        <TableHead>
          <TableRow>
            {healthFigures.map((figure) => (
              <TableCell
                key={figure.id}
                sortDirection={sort.by === figure.id ? (sort.descending ? 'desc' : 'asc') : false}
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
            ))}
            <TableCell>{t('health.columns.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {first > 0 && <TableRow aria-hidden sx={{ height: first * rowHeight }} />}
          {table.slice(first, end).map((h, i) => (
            <TableRow key={h.code} hover aria-rowindex={first + i + 2} sx={{ height: rowHeight }}>
              {healthFigures.map((figure) => {
                const text = figureText(figure.format, figure.value(h), zone);
                const href = text ? hrefOf(h, figure) : undefined;
                return (
                  <TableCell key={figure.id} sx={{ whiteSpace: 'nowrap' }}>
                    {href ? (
                      <Link component={RouterLink} to={href}>
                        {text}
                      </Link>
                    ) : (
                      text || (figure.id === 'entity' ? t('health.noId') : '')
                    )}
                  </TableCell>
                );
              })}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{findingWords(h.findings, t)}</TableCell>
            </TableRow>
          ))}
          {end < table.length && <TableRow aria-hidden sx={{ height: (table.length - end) * rowHeight }} />}
        </TableBody>
      </Table>
    </Box>
  );
}
