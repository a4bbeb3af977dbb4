import type { TFunction } from 'i18next';
import { formatNumber } from '../../../i18n/format';
import { addDays } from '../../../lib/time-zones';
import { maxDaysEachWay } from './look-in-region';
import type { RegionState } from './use-regions-lookup';
import type { SearchStep } from './search-outward';

/** The API dates looked at so far, first and last (API windows end the day after their last date). */
const span = (step: SearchStep) => ({ from: step.from, to: addDays(step.to, -1) });

/** What a region's search says while it runs, or when it stopped or found nothing (null otherwise). */
export function progressText(
  t: TFunction<'detail'>,
  state: RegionState,
  form: { type: string; id: string },
): string | null {
  switch (state.kind) {
    case 'searching': {
      const progress = {
        count: state.total,
        done: formatNumber(state.done),
        total: formatNumber(state.total),
      };
      return state.span
        ? t('lookup.searching', { ...progress, ...span(state.span) })
        : t('lookup.searchingNowhere', progress);
    }
    case 'notFound':
      return t('lookup.notFound', {
        type: form.type || t('lookup.anyType'),
        id: form.id,
        ...span(state.span),
        count: maxDaysEachWay,
        n: formatNumber(maxDaysEachWay),
      });
    case 'stopped':
      return state.span ? t('lookup.stopped', span(state.span)) : t('lookup.stoppedNowhere');
    default:
      return null;
  }
}

/**
 * What a region's line says when its search ended without the event: the dates it searched, or that it was
 * not searched, and why (`foundIn`: the region whose hit stopped it; null: Stop was pressed).
 */
export function regionEndText(
  t: TFunction<'detail'>,
  state: RegionState,
  foundIn: string | null,
): string | null {
  if (state.kind === 'notFound') return t('lookup.regions.notThere', span(state.span));
  if (state.kind !== 'stopped') return null;
  if (state.span === null)
    return foundIn === null
      ? t('lookup.regions.notSearched')
      : t('lookup.regions.notSearchedFound', { region: foundIn });
  return foundIn === null
    ? t('lookup.regions.stopped', span(state.span))
    : t('lookup.regions.stoppedFound', { region: foundIn, ...span(state.span) });
}
