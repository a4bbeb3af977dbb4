import type { ExpressionSpecification } from 'maplibre-gl';
import { unknownTypeColor } from '../../lib/type-colors';

export function colorExpression(colors: Map<string, string>): ExpressionSpecification | string {
  if (colors.size === 0) return unknownTypeColor;
  return [
    'match',
    ['get', 'type'],
    ...[...colors].flat(),
    unknownTypeColor,
  ] as unknown as ExpressionSpecification;
}
