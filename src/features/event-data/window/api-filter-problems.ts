import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-errors';
import { constraintKeys, type ConstraintKey, type FilterProblem } from '../../event-url';

const mentions = (message: string, name: string) =>
  new RegExp(`(^|[^A-Za-z0-9_])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z0-9_]|$)`).test(
    message,
  );

/**
 * A 400 says a request was wrong; its message goes next to the filter it names, so the user sees what to
 * change. The spec shows no error format, so the filter is found by the parameter names the message uses;
 * a message naming none stays with its day's error only. The API's message is its own (not translated);
 * what the app says around it is in `t`'s language (a hook passes its `t`, so a new language words it anew).
 */
export function apiFilterProblems(
  errors: readonly unknown[],
  constraintParams: Record<ConstraintKey, string>,
  t: TFunction<'events'> = i18n.getFixedT(null, 'events'),
): FilterProblem[] {
  const problems = new Map<string, FilterProblem>();
  for (const error of errors) {
    if (!(error instanceof ApiError) || error.status !== 400) continue;
    const text = error.message;
    const param =
      constraintKeys.find((key) => mentions(text, constraintParams[key])) ??
      (mentions(text, 'types') || mentions(text, 'type') ? 'types' : undefined) ??
      (/["'`](from|to)["'`=]|\b(date|range|days?)\b/i.test(text) ? 'range' : undefined);
    if (param) problems.set(`${param} ${text}`, { param, message: t('apiProblem', { message: text }) });
  }
  return [...problems.values()];
}
