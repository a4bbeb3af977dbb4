import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TFunction } from 'i18next';
import { figureText } from './figure-text';
import type { HealthFigure } from './health-figures';
import type { EntityHealth } from './health-types';
import { findingWords } from './finding-words';
import { EntityText } from './entity-cell';

/** The reason in words, as a column of its own. */
export const reason = 'reason';

export type HealthColumn = HealthFigure | typeof reason;

/**
 * One device's (or vehicle's) row. Plain elements styled by the table (health-table-styles), not MUI's
 * TableCell and Link: a row is two dozen cells, and a styled component each made the page's first paint of
 * its rows its longest task on a slow laptop.
 */
export const HealthRow = memo(function HealthRow({
  h,
  rowIndex,
  columns,
  zone,
  hrefOf,
  entityText,
  t,
}: {
  h: EntityHealth;
  /** The row's place among all rows, the header being 1. */
  rowIndex: number;
  columns: readonly HealthColumn[];
  zone: string;
  hrefOf: (h: EntityHealth, figure: HealthFigure) => string | undefined;
  entityText: (id: number) => string;
  t: TFunction<'events'>;
}) {
  return (
    <tr className="health-row" aria-rowindex={rowIndex}>
      {columns.map((figure) => {
        if (figure === reason) {
          const words = findingWords(h.findings, t);
          return (
            <td key={reason} className="health-cell health-reason" title={words}>
              {words}
            </td>
          );
        }
        const value = figure.value(h);
        if (figure.id === 'entity') {
          const shown = (Number.isNaN(value) ? '' : entityText(value)) || t('health.noId');
          return (
            <td key={figure.id} className="health-cell health-entity" title={shown}>
              <EntityText text={shown} id={value} />
            </td>
          );
        }
        const text = figureText(figure.format, value, zone);
        const href = text ? hrefOf(h, figure) : undefined;
        return (
          <td key={figure.id} className="health-cell">
            {href ? (
              <RouterLink className="health-link" to={href}>
                {text}
              </RouterLink>
            ) : (
              text
            )}
          </td>
        );
      })}
    </tr>
  );
});
