import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { DescribedError } from '../../../lib/api-errors';
import type { ParseFailure } from './day-parser';

/** The worker that held a day stopped, and the day's bytes with it: React Query fetches it again. */
export const stopped = () =>
  new DescribedError('the events parser stopped', () => i18n.t('filters:read.parserStopped'));

/**
 * The page could not take a parsed day in (its pool delta did not fit the page's copy, or handling it
 * threw): the day fails, and the parsers start again from the page's copy of the pool.
 */
export function notTakenIn(date: string, error: unknown): DescribedError {
  const detail = error instanceof Error ? error.message : String(error);
  return new DescribedError(`events of ${date}: the page could not take them in (${detail})`, () =>
    i18n.t('filters:read.dayNotTakenIn', { date, detail }),
  );
}

/** A day still being read after `seconds`: its worker was stopped (a parse cannot be stopped otherwise). */
export function tooSlow(date: string, seconds: number): DescribedError {
  return new DescribedError(`events of ${date}: still being read after ${seconds} s`, () =>
    i18n.t('filters:read.dayTooSlow', { date, seconds: formatNumber(seconds) }),
  );
}

/** Worded when the failure reaches the page, in the language of that moment. */
export function failureText(failure: ParseFailure, date: string): string {
  switch (failure.problem) {
    case 'failed':
      return i18n.t('filters:read.dayUnreadable', { date, detail: failure.detail });
    case 'not-json':
      return i18n.t('filters:read.dayNotJson', {
        count: failure.size,
        size: formatNumber(failure.size),
        date,
      });
    case 'not-array':
      return failure.message === undefined
        ? i18n.t('filters:read.dayNotList', { date })
        : i18n.t('filters:read.dayNotListSaying', { date, message: failure.message });
  }
}
