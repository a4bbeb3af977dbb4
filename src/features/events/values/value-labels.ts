import { absentText, attributeKeyOf } from '../filters/value-filters';
import { columnById } from '../table/columns';
import { labelsWithNames } from '../table/label-of';
import type { RowNames } from '../table/row-names';

/**
 * How a column's value is shown (chips, top values, menus): the page passes one in, so names can stand
 * for ids; the URL keeps the value itself. `null` is absent.
 */
export type LabelOf = (column: string, value: string | null) => string;

export const defaultLabelOf: LabelOf = (_column, value) =>
  value === null ? absentText : value === '' ? '(empty)' : value;

/** As `defaultLabelOf`, with an entity's name beside its id once known: "Ute 12 (40010024)". */
export function valueLabelsWithNames(names: RowNames): LabelOf {
  const entityLabel = labelsWithNames(names);
  return (column, value) => {
    const entity = columnById(column)?.entity;
    if (entity && value !== null && /^\d+$/.test(value)) return entityLabel(column, Number(value));
    return defaultLabelOf(column, value);
  };
}

/** "Vehicle", or "status (attribute)" for an attribute key. */
export function columnLabel(column: string): string {
  const key = attributeKeyOf(column);
  if (key !== null) return `${key} (attribute)`;
  return columnById(column)?.label ?? column;
}
