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

/** A stable colour per type: the known types keep theirs, others take the next free palette colour. */
export function colorsForTypes(types: readonly string[]): Map<string, string> {
  const colors = new Map<string, string>();
  const free = palette.filter((c) => !Object.values(fixed).includes(c));
  [...types]
    .sort()
    .forEach((type, index) => colors.set(type, fixed[type] ?? free[index % free.length] ?? '#666666'));
  return colors;
}

export function colorExpression(colors: Map<string, string>): ExpressionSpecification | string {
  if (colors.size === 0) return '#666666';
  return ['match', ['get', 'type'], ...[...colors].flat(), '#666666'] as unknown as ExpressionSpecification;
}
