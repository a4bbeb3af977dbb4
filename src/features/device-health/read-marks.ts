import type { HealthColumns } from './health-columns';
import { noEvent } from './health-types';

export interface ReadFigures {
  /** Copies merged within responses (the reader's count on each event), plus `acrossResponses`. */
  repeats: number;
  repeatsAt: number;
  lenient: number;
  lenientAt: number;
  unreadable: number;
  unreadableAt: number;
}

/**
 * What the reader noted on one entity's events (`order[from..to)`, oldest first): copies merged into them,
 * fields read leniently, fields it could not read. The first event of each links; for repeats, the one sent
 * the most times.
 */
export function readMarks(
  columns: HealthColumns,
  order: Uint32Array,
  from: number,
  to: number,
  acrossResponses: number,
): ReadFigures {
  const { repeats, lenient, unreadable } = columns;
  const figures: ReadFigures = {
    repeats: acrossResponses,
    repeatsAt: noEvent,
    lenient: 0,
    lenientAt: noEvent,
    unreadable: 0,
    unreadableAt: noEvent,
  };
  let most = 0;
  for (let i = from; i < to; i += 1) {
    const g = order[i] as number;
    const copies = repeats[g] as number;
    if (copies > 0) {
      figures.repeats += copies;
      if (copies > most) {
        most = copies;
        figures.repeatsAt = g;
      }
    }
    if (lenient[g] !== 0) {
      figures.lenient += 1;
      if (figures.lenientAt === noEvent) figures.lenientAt = g;
    }
    if (unreadable[g] !== 0) {
      figures.unreadable += 1;
      if (figures.unreadableAt === noEvent) figures.unreadableAt = g;
    }
  }
  return figures;
}
