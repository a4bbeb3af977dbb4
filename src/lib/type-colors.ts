import type { ExpressionSpecification } from 'maplibre-gl';

const palette = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
];
const fixed: Record<string, string> = { ignition: '#1f77b4', driver: '#d62728' };

/** The colour of a type that has none (no types shown). */
export const unknownTypeColor = '#666666';

/**
 * A stable colour per event type, shared by the map and the histogram so a type looks the same in both:
 * the known types keep theirs, others take the next free palette colour in name order.
 */
export function colorsForTypes(types: readonly string[]): Map<string, string> {
  const colors = new Map<string, string>();
  const free = palette.filter((c) => !Object.values(fixed).includes(c));
  [...types]
    .sort()
    .forEach((type, index) => colors.set(type, fixed[type] ?? free[index % free.length] ?? unknownTypeColor));
  return colors;
}

/**
 * One type's colour: as a chart or map of many types gave it (`shared`, their place depends on every type
 * loaded; see type-colors-context.tsx), else as `colorsForTypes` alone.
 */
export function colorOfType(type: string, shared: ReadonlyMap<string, string> = new Map()): string {
  return shared.get(type) ?? colorsForTypes([type]).get(type) ?? unknownTypeColor;
}

/** The colours as a MapLibre paint expression on a feature's `type`. */
export function colorExpression(colors: ReadonlyMap<string, string>): ExpressionSpecification | string {
  if (colors.size === 0) return unknownTypeColor;
  return [
    'match',
    ['get', 'type'],
    ...[...colors].flat(),
    unknownTypeColor,
  ] as unknown as ExpressionSpecification;
}
