import { i18n } from '../../i18n/i18n';
import { attributeKeyOf } from '../event-url';
import { currentMasking, cutAddress, maskAttributeValue } from '../presenter';
import { columnById, columnName } from './columns';
import { labelsWithNames } from './label-of';
import type { RowNames } from './row-names';

/**
 * How a column's value is shown (chips, top values, menus): the page passes one in, so names can stand
 * for ids; the URL keeps the value itself. `null` is absent. The text is in the active language: call it
 * when the text is needed, not ahead.
 */
export type LabelOf = (column: string, value: string | null) => string;

export const defaultLabelOf: LabelOf = (column, value) => {
  if (value === null) return i18n.t('explore:value.none');
  if (value === '') return i18n.t('explore:value.empty');
  const masking = currentMasking();
  if (masking && column === 'location') return cutAddress(value);
  const key = masking && attributeKeyOf(column);
  if (masking && key) return maskAttributeValue(masking, key, value);
  // GPS valid's values are the app's own words for a fix's state (the URL keeps "true" and "false").
  if (column === 'gpsValid' && (value === 'true' || value === 'false'))
    return i18n.t(value === 'true' ? 'explore:value.gpsTrue' : 'explore:value.gpsFalse');
  return value;
};

/** As `defaultLabelOf`, with an entity's name beside its id once known: "Ute 12 (40010024)". */
export function valueLabelsWithNames(names: RowNames): LabelOf {
  const entityLabel = labelsWithNames(names);
  return (column, value) => {
    const entity = columnById(column)?.entity;
    if (entity && value !== null && /^\d+$/.test(value)) return entityLabel(column, Number(value));
    return defaultLabelOf(column, value);
  };
}

/** "Vehicle", or "status (attribute)" for an attribute key, in the active language. */
export function columnLabel(column: string): string {
  const key = attributeKeyOf(column);
  if (key !== null) return i18n.t('explore:value.attribute', { key });
  const known = columnById(column);
  return known ? columnName(known) : column;
}
