import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { memo } from 'react';
import type { EventColumn } from './columns';
import type { RowView } from './derive-rows';

/** The sticky header: a sort button per column (the first click on time sorts newest first). */
export const TableHeader = memo(function TableHeader({
  columns,
  template,
  width,
  sort,
  onSort,
}: {
  columns: readonly EventColumn[];
  template: string;
  width: number;
  sort: RowView['sort'];
  onSort: (sort: RowView['sort']) => void;
}) {
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="events-header"
      style={{ gridTemplateColumns: template, width }}
    >
      {columns.map((column) => {
        const sorted = sort.column === column.id;
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-sort={sorted ? (sort.desc ? 'descending' : 'ascending') : 'none'}
          >
            <button
              type="button"
              tabIndex={-1}
              className="events-sort"
              onClick={() => onSort({ column: column.id, desc: sorted ? !sort.desc : column.id === 'time' })}
            >
              {column.label}
              {sorted &&
                (sort.desc ? (
                  <ArrowDownwardIcon sx={{ fontSize: 14 }} />
                ) : (
                  <ArrowUpwardIcon sx={{ fontSize: 14 }} />
                ))}
            </button>
          </div>
        );
      })}
    </div>
  );
});
