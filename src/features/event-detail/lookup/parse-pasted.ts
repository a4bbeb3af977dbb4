import { addDays, dateStringOf, parseDateString } from '../../../lib/time-zones';
import { isPathSafeType } from '../../event-url';

/** What the lookup form can fill in from a paste; the region when the paste names one. */
export interface PastedEvent {
  /** Absent for an id alone: every type the region has shown. */
  types?: string[];
  id: string;
  date?: string;
  regionId?: string;
}

/** What a paste is matched against: the configured regions' ids and API addresses. */
export interface PasteRegion {
  id: string;
  apiBaseUrl: string;
}

const idPattern = '(\\d{1,40})';

function decodedType(segment: string): string | null {
  try {
    const type = decodeURIComponent(segment);
    return isPathSafeType(type) ? type : null;
  } catch {
    return null;
  }
}

/** "ignition" or "ignition,driver": the types of a short form, or null when one cannot be a type. */
function typeList(text: string): string[] | null {
  const types = text.split(',').filter(Boolean);
  return types.length > 0 &&
    types.every((type) => /^[A-Za-z0-9_.:-]{1,64}$/.test(type) && isPathSafeType(type))
    ? types
    : null;
}

/**
 * A curl command copied from a detail page (or the API URL in it): the region whose API it calls, the
 * type and id, and the date in the middle of its window (the detail page asks for the event's API date,
 * or one more each side).
 */
function fromApiUrl(text: string, regions: readonly PasteRegion[]): PastedEvent | null {
  const quoted = /'(https?:\/\/[^'\s]+)'|"(https?:\/\/[^"\s]+)"|(https?:\/\/\S+)/.exec(text);
  const address = quoted?.[1] ?? quoted?.[2] ?? quoted?.[3];
  if (!address) return null;
  const region = regions.find((each) => address.startsWith(`${each.apiBaseUrl}/v1/events/`));
  if (!region) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const rest = address.slice(`${region.apiBaseUrl}/v1/events/`.length).split(/[?#]/)[0] ?? '';
  const match = new RegExp(`^([^/]+)/${idPattern}$`).exec(rest);
  const type = match?.[1] ? decodedType(match[1]) : null;
  if (!type || !match?.[2]) return null;
  const from = url.searchParams.get('from')?.slice(0, 10) ?? '';
  const to = url.searchParams.get('to')?.slice(0, 10) ?? '';
  const days =
    parseDateString(from) && parseDateString(to) ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : 0;
  return {
    types: [type],
    id: match[2],
    regionId: region.id,
    ...(days >= 1 ? { date: addDays(from, Math.floor(days / 2)) } : {}),
  };
}

/** An app link ".../au/events/ignition/123?at=...": its region (when configured), type, id and date. */
function fromAppLink(text: string, zone: string, regions: readonly PasteRegion[]): PastedEvent | null {
  const link = new RegExp(`(?:/([a-z0-9-]+))?/events/([^/?#\\s]+)/${idPattern}(?:[?#]|$)`).exec(text);
  if (!link?.[2] || !link[3]) return null;
  const type = decodedType(link[2]);
  if (!type) return null;
  const at = Number(/[?&]at=(\d+)/.exec(text)?.[1]);
  const regionId = regions.find((region) => region.id === link[1])?.id;
  return {
    types: [type],
    id: link[3],
    ...(regionId ? { regionId } : {}),
    ...(Number.isSafeInteger(at) && at > 0 ? { date: dateStringOf(at, zone) } : {}),
  };
}

/**
 * What the lookup form can fill in from a paste: a curl command copied from a detail page, an app link
 * of any region, "type/id" or "type id" (the type may be a list, "ignition,driver/123"), or an id alone.
 * Null for anything else (and for a type that would name another path: ".", "..", or one holding a slash
 * or backslash once decoded).
 */
export function parsePasted(text: string, zone: string, regions: readonly PasteRegion[]): PastedEvent | null {
  const trimmed = text.trim();
  if (/^curl\s/.test(trimmed) || /\/v1\/events\//.test(trimmed)) return fromApiUrl(trimmed, regions);
  if (/\/events\//.test(trimmed)) return fromAppLink(trimmed, zone, regions);
  const alone = new RegExp(`^${idPattern}$`).exec(trimmed);
  if (alone?.[1]) return { id: alone[1] };
  const short = new RegExp(`^([^\\s/]+)\\s*[/\\s]\\s*${idPattern}$`).exec(trimmed);
  const types = short?.[1] ? typeList(short[1]) : null;
  return types && short?.[2] ? { types, id: short[2] } : null;
}
