import { i18n } from '../../i18n/i18n';
import { formatEntity, type EntityKind, type EntityName } from '../entities';
import type { CellValue } from './cell-value';
import { columnById } from './columns';
import type { RowEntityKind, RowNames } from './row-names';

/** The text of one value of a column (a top value, a facet, a chip): an entity's id with its name. */
export type CellLabelOf = (columnId: string, value: CellValue) => string;

/** The name of an entity the rows carry, when known (for a map popup, a legend). */
export type NameOf = (kind: EntityKind, id: number) => EntityName | undefined;

const isRowKind = (kind: EntityKind): kind is RowEntityKind => kind !== 'fleet';

/**
 * Labels for values of any column, names included: "Ute 12 (40010024)" for a vehicle with a name known,
 * the id alone until then; other values as the table shows them (in the active language: call it when the
 * text is needed).
 */
export function labelsWithNames(names: RowNames): CellLabelOf {
  return (columnId, value) => {
    if (value === undefined) return i18n.t('explore:value.notSent');
    if (typeof value === 'object') return i18n.t('explore:value.unreadable', { value: value.unreadable });
    if (typeof value === 'boolean') return i18n.t(value ? 'explore:value.yes' : 'explore:value.no');
    const entity = columnById(columnId)?.entity;
    if (entity && typeof value === 'number') return formatEntity(value, names[entity.kind].get(value));
    return String(value);
  };
}

export function namesOf(names: RowNames): NameOf {
  return (kind, id) => (isRowKind(kind) ? names[kind].get(id) : undefined);
}
