import { entityKinds, type EntityKind } from '../../config/entities-schema';

export { entityKinds, type EntityKind };

/** What an id is called: the display name and the secondary text (registration, serial), and where from. */
export interface EntityName {
  name: string;
  secondary?: string;
  /** The region's API, or the list imported in this browser. */
  source: 'api' | 'local';
  /** A pseudonym of presenter mode: it stands for the id too, which is then not shown. */
  masked?: true;
}

/**
 * The kinds' names in English, for what programs read (export column headers). Text a person reads takes
 * its words from the `entities` catalog instead (`kindWords`, `kindCount` in kind-text.ts).
 */
export const entityKindLabels: Record<EntityKind, { one: string; many: string }> = {
  vehicle: { one: 'Vehicle', many: 'Vehicles' },
  device: { one: 'Device', many: 'Devices' },
  company: { one: 'Company', many: 'Companies' },
  trip: { one: 'Trip', many: 'Trips' },
  fleet: { one: 'Fleet', many: 'Fleets' },
};

/** The name when there is one, else the id: for a compact cell (keep the id in a title or tooltip). */
export function entityDisplayName(id: number, entity: EntityName | undefined): string {
  return entity ? entity.name : String(id);
}

/**
 * "Ute 12 (40010024)", or with `secondary` "Ute 12 · AB-12-CD (40010024)"; just the id when there is no
 * name. The id is always there, so a label can be searched, pasted into a ticket or matched to the API.
 */
export function formatEntity(
  id: number,
  entity: EntityName | undefined,
  { secondary = false }: { secondary?: boolean } = {},
): string {
  if (!entity) return String(id);
  if (entity.masked) return entity.name;
  const extra = secondary && entity.secondary ? ` · ${entity.secondary}` : '';
  return `${entity.name}${extra} (${id})`;
}
