import { australia, englishStyles } from './english-styles.ts';
import { latinStyles } from './latin-styles.ts';
import type { RegionStyle } from './region-style.ts';

export type { RegionStyle };

/** How a region names things; a region without its own style is named as Australia's. */
export function styleOf(regionId: string): RegionStyle {
  return englishStyles[regionId] ?? latinStyles[regionId] ?? australia;
}
