import * as z from 'zod/mini';
import type { EntitySourceConfig } from '../../../config/entities-schema';
import { i18n } from '../../../i18n/i18n';
import { parseResponse } from '../../../lib/api-client';
import type { EntityName, EntityKind } from '../entity-name';

/** Longer names are cut: a name is a label, and the table and popups must stay readable. */
const maxTextLength = 200;

const jsonObject = z.record(z.string(), z.unknown());
const jsonList = z.array(z.unknown());

/** A dot-separated path into parsed JSON; only own properties, so "constructor" reads nothing. */
export function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of path.split('.')) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (current !== null && typeof current === 'object' && Object.hasOwn(current, segment))
      current = (current as Record<string, unknown>)[segment];
    else return undefined;
  }
  return current;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return text.length > maxTextLength ? `${text.slice(0, maxTextLength - 1)}…` : text;
}

function idOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The name (falling back to the secondary text) of one entity object, or null when it has none. */
export function entityNameOf(entity: unknown, source: EntitySourceConfig): EntityName | null {
  const name = textOf(readPath(entity, source.namePath));
  const secondary = source.secondaryPath ? textOf(readPath(entity, source.secondaryPath)) : undefined;
  if (name !== undefined)
    return secondary !== undefined && secondary !== name
      ? { name, secondary, source: 'api' }
      : { name, source: 'api' };
  return secondary !== undefined ? { name: secondary, source: 'api' } : null;
}

/** One entity's answer: it must be a JSON object. */
export function readOne(json: unknown, kind: EntityKind, source: EntitySourceConfig): EntityName | null {
  return entityNameOf(
    parseResponse(jsonObject, json, () => i18n.t(`entities:answer.one.${kind}`)),
    source,
  );
}

/**
 * A list's answer: every entry with a readable id, by id (null: that entity has no name). Entries that are
 * not objects or have no readable id are skipped; ids asked for and not answered are for the caller.
 */
export function readList(
  json: unknown,
  kind: EntityKind,
  source: EntitySourceConfig,
): Map<number, EntityName | null> {
  // Worded when an error is shown, in the reader's language ("a list of vehicles").
  const what = () => i18n.t(`entities:answer.list.${kind}`);
  const list = parseResponse(jsonList, source.listPath ? readPath(json, source.listPath) : json, what);
  const found = new Map<number, EntityName | null>();
  for (const entry of list) {
    if (entry === null || typeof entry !== 'object') continue;
    const id = idOf(readPath(entry, source.idPath));
    if (id !== undefined) found.set(id, entityNameOf(entry, source));
  }
  return found;
}
