import { fieldBit, type SecondaryField, pairStart, propText } from '../event-data';
import type { EventStore, GatheredColumn } from '../event-data';
import type { ConstraintKey } from '../event-url';
import type { CellValue } from './cell-value';
import { nameKeys } from './name-sort-keys';
import { rowEntityFields, type RowEntityKind, type RowNames } from './row-names';
import { mapTyped } from '../../lib/map-typed';
import { currentMasking, cutAddress, hiddenText, maskAttributeValue } from '../presenter';
import { remembered } from './rows-cache';

// How the columns of the table (columns.ts) read their sort keys and values from the store, by kind.

export const remember = (store: EventStore, name: string, make: () => Float64Array): Float64Array =>
  remembered(store, `keys:${name}`, make);

export function unreadable(
  store: EventStore,
  g: number,
  field: SecondaryField,
): { unreadable: string } | null {
  const bits = store.at('unreadable', g);
  if (!(bits & fieldBit(field))) return null;
  return { unreadable: store.event(g).unreadable[field] ?? '' };
}

type NumberField = 'odometer' | 'companyVersion' | 'deviceVersion' | 'vehicleVersion';
type CodeField = 'type' | 'action' | 'location' | 'origin';
type EntityField = 'vehicleId' | 'deviceId' | 'companyId' | 'tripId';

export const numberColumn = (name: NumberField | 'timeAt' | 'id' | 'createdAt' | 'lat' | 'lng') => ({
  keys: (store: EventStore) => remember(store, name, () => store.column(name)),
});

export function textColumn(field: CodeField) {
  return {
    field: field === 'type' ? undefined : (field as SecondaryField),
    keys: (store: EventStore) =>
      remember(store, field, () => {
        const codes = store.column(field);
        const ranks = store.dictionary.ranks;
        return mapTyped(Float64Array, codes, (code) => (code === 0 ? NaN : (ranks[code] ?? NaN)));
      }),
    value: (store: EventStore, g: number): CellValue =>
      (field !== 'type' && unreadable(store, g, field)) || store.dictionary.string(store.at(field, g)),
  };
}

function entityIdKeys(store: EventStore, field: EntityField): Float64Array {
  return remember(store, field, () => {
    const numbers = store.dictionary.numbers;
    return mapTyped(Float64Array, store.column(field), (code) =>
      code === 0 ? NaN : (numbers[code] as number),
    );
  });
}

/** An entity id column: `show: 'name'` shows (and sorts by) the entity's name, `'id'` the id itself. */
export function entityColumn(kind: RowEntityKind, show: 'name' | 'id', constraint?: ConstraintKey) {
  const field = rowEntityFields[kind];
  return {
    field,
    numeric: show === 'id',
    constraint,
    entity: { kind, show },
    keys: (store: EventStore, names?: RowNames) =>
      show === 'name' && names ? nameKeys(store, kind, names[kind]) : entityIdKeys(store, field),
    value: (store: EventStore, g: number): CellValue =>
      unreadable(store, g, field) || store.dictionary.number(store.at(field, g)),
  };
}

export function measure(field: NumberField) {
  return {
    field,
    numeric: true,
    ...numberColumn(field),
    value: (store: EventStore, g: number): CellValue => {
      const n = store.at(field, g);
      return unreadable(store, g, field) || (Number.isNaN(n) ? undefined : n);
    },
  };
}

export function coordinate(name: 'lat' | 'lng') {
  return {
    field: 'GPS' as const,
    numeric: true,
    ...numberColumn(name),
    value: (store: EventStore, g: number): CellValue => {
      const n = store.at(name, g);
      return unreadable(store, g, 'GPS') || (Number.isNaN(n) ? undefined : n);
    },
  };
}

/** In presenter mode a value sent unreadable shows no more of what was sent: it is free text. */
export function maskUnreadable<T extends CellValue | null>(value: T): T | { unreadable: string } {
  return value !== null && typeof value === 'object' && currentMasking()
    ? { unreadable: hiddenText() }
    : value;
}

/** A text column's value, a street address cut to its suburb in presenter mode. */
export function addressColumn(field: 'location') {
  const column = textColumn(field);
  return {
    ...column,
    value: (store: EventStore, g: number): CellValue => {
      const value = column.value(store, g);
      if (!currentMasking()) return value;
      // Sent unreadable (not text): what was sent is hidden, it may be an address all the same.
      return typeof value === 'string' ? cutAddress(value) : maskUnreadable(value);
    },
  };
}

/** "key=value; …", in presenter mode with the values of keys not listed as safe hidden. */
export function pairsText(store: EventStore, g: number, which: 'attributes'): string | undefined {
  const [day, row] = store.locate(g);
  const list = day[which];
  const masking = currentMasking();
  const parts: string[] = [];
  for (let p = pairStart(list, row); p < pairStart(list, row + 1); p += 1) {
    const key = store.dictionary.string(list.key[p] as number) ?? '';
    const value = propText(list, p);
    parts.push(`${key}=${masking ? maskAttributeValue(masking, key, value) : value}`);
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}

export function versionsText(store: EventStore, g: number): string | undefined {
  const parts = (['company', 'vehicle', 'device'] as const).flatMap((kind) => {
    const n = store.at(`${kind}Version` as GatheredColumn, g);
    return Number.isNaN(n) ? [] : [`${kind} ${n}`];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}
