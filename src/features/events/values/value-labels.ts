import { absentText, attributeKeyOf } from '../filters/value-filters';
import { columnById } from '../table/columns';

/**
 * How a column's value is shown (chips, top values, menus): the page passes one in, so names can stand
 * for ids; the URL keeps the value itself. `null` is absent.
 */
export type LabelOf = (column: string, value: string | null) => string;

export const defaultLabelOf: LabelOf = (_column, value) =>
  value === null ? absentText : value === '' ? '(empty)' : value;

/** "Vehicle", or "status (attribute)" for an attribute key. */
export function columnLabel(column: string): string {
  const key = attributeKeyOf(column);
  if (key !== null) return `${key} (attribute)`;
  return columnById(column)?.label ?? column;
}
