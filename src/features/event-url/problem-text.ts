import { i18n } from '../../i18n/i18n';
import type { FilterProblem } from './event-filters';

/** A filter problem in words, in the active language: call it when the text is shown, not before. */
export function problemText(problem: FilterProblem): string {
  if ('message' in problem) return problem.message;
  const { reason } = problem;
  switch (reason.code) {
    case 'notEventType':
      return i18n.t('filters:problems.notEventType', { types: reason.values.join(', ') });
    case 'notWholeNumbers':
      return i18n.t('filters:problems.notWholeNumbers', { values: reason.values.join(', ') });
    case 'unknownZone':
      return i18n.t('filters:problems.unknownZone', { zone: reason.value });
    case 'unknownRange':
      return i18n.t('filters:problems.unknownRange', { range: reason.value });
    case 'notDate':
      return i18n.t('filters:problems.notDate', { value: reason.value });
    case 'startNotBeforeEnd':
      return i18n.t('filters:problems.startNotBeforeEnd');
  }
}
