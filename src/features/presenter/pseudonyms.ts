import { forgetAtSessionEnd } from '../../lib/session-reset';
import { i18n } from '../../i18n/i18n';

/**
 * The pseudonyms of this tab: per kind, each entity numbered in the order it is first shown (region, kind
 * and id make the key, so the same entity keeps its number across pages and region switches, and two
 * regions' entities with the same id never share one). Kept in sessionStorage so a reload shows the same
 * numbers. A region's sign-out drops its entities (no module state outlives a sign-out); numbers are
 * never given twice, so a name seen before the sign-out never means another entity after it.
 */
const storageKey = 'fee.presenter.pseudonyms';

interface Table {
  next: Record<string, number>;
  numbers: Map<string, number>;
}

function readStored(): Table {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as {
      next?: Record<string, number>;
      numbers?: [string, number][];
    } | null;
    if (stored && typeof stored === 'object' && Array.isArray(stored.numbers))
      return { next: { ...stored.next }, numbers: new Map(stored.numbers) };
  } catch {
    // Unreadable or refused: numbering starts again.
  }
  return { next: {}, numbers: new Map() };
}

let table = readStored();
let saveTimer: ReturnType<typeof setTimeout> | null = null;

function save(): void {
  saveTimer = null;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ next: table.next, numbers: [...table.numbers] }));
  } catch {
    // Over the quota (a week of trips): the numbers hold until the tab reloads.
  }
}

/** The entity's number among its kind's pseudonyms, given at its first sight. */
export function pseudonymNumber(regionId: string, kind: string, id: number | string): number {
  const key = `${kind}:${regionId}:${id}`;
  let number = table.numbers.get(key);
  if (number === undefined) {
    number = (table.next[kind] ?? 0) + 1;
    table.next[kind] = number;
    table.numbers.set(key, number);
    // Thousands are numbered in one pass as names arrive: written once after it.
    saveTimer ??= setTimeout(save, 250);
  }
  return number;
}

forgetAtSessionEnd((regionId) => {
  if (regionId === undefined) {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    table = { next: {}, numbers: new Map() };
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing stored.
    }
    return;
  }
  for (const key of table.numbers.keys()) if (key.split(':')[1] === regionId) table.numbers.delete(key);
  save();
});

type PseudonymKind = 'vehicle' | 'device' | 'company' | 'trip' | 'fleet';

/** "Vehicle 7", "Vehículo 7": an entity's pseudonym in the active language. */
export function pseudonymText(regionId: string, kind: PseudonymKind, id: number | string): string {
  return i18n.t(`common:presenter.pseudonym.${kind}`, { n: pseudonymNumber(regionId, kind, id) });
}
