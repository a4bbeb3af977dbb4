import { i18n } from '../../i18n/i18n';
import { isPresenting } from './presenter-mode';

/**
 * What presenter mode hides in values that are not names (names take pseudonyms: pseudonyms.ts): street
 * addresses cut to suburb or city, and attribute values unless the region lists their key as safe.
 */
export interface Masking {
  regionId: string;
  /** Attribute keys whose values are shown as sent (`regions[].presenterSafeAttributes`). */
  safeAttributes: ReadonlySet<string>;
}

const none: ReadonlySet<string> = new Set();
// The active region's safe keys: written by `setMaskingRegion` under the region's frame, its one writer.
let active: { regionId: string; safeAttributes: ReadonlySet<string> } = {
  regionId: '',
  safeAttributes: none,
};

function setActiveRegionMasking(regionId: string, safeAttributes: readonly string[]): void {
  active = { regionId, safeAttributes: new Set(safeAttributes) };
}

/** How to mask now: null while presenter mode is off. */
export function currentMasking(): Masking | null {
  return isPresenting() ? active : null;
}

/**
 * Text for memo keys of what masking feeds (a search mask, top values): changes when presenter mode is
 * turned on or off or the safe keys change, so nothing made with real values is shown masked or the reverse.
 */
export function maskingTag(masking: Masking | null = currentMasking()): string {
  return masking ? `presenter:${masking.regionId}:${[...masking.safeAttributes].join(',')}` : '';
}

/** What a hidden value shows, in the active language. */
export function hiddenText(): string {
  return i18n.t('common:presenter.hidden');
}

/**
 * "112 Parramatta Rd, Strathfield NSW" → "Strathfield NSW"; "Av. Paulista 1500, Pinheiros, São Paulo" →
 * "Pinheiros, São Paulo": the part before the first comma is the street. A text without a comma cannot be
 * told from a street, so it is hidden.
 */
export function cutAddress(text: string): string {
  const comma = text.indexOf(',');
  if (comma < 0) return text.trim() === '' ? text : hiddenText();
  return text.slice(comma + 1).trim();
}

export function maskAttributeValue(masking: Masking, key: string, value: string): string {
  return masking.safeAttributes.has(key) ? value : hiddenText();
}

/**
 * The region whose safe keys masking uses: called by the region's frame as it renders, before the pages
 * under it render and read it (an effect would run after them). The same region again changes nothing.
 */
export function setMaskingRegion(regionId: string, safeAttributes: readonly string[]): void {
  const key = `${regionId}:${safeAttributes.join(',')}`;
  if (key !== `${active.regionId}:${[...active.safeAttributes].join(',')}`)
    setActiveRegionMasking(regionId, safeAttributes);
}
