import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import { formatDuration } from '../../lib/format-time';
import type { Finding, FindingKind } from './health-types';

const durations = new Set<FindingKind>(['gaps', 'silent', 'clockSkew', 'lateDelivery']);

/** The reason in words: the three findings that weigh most, largest first ("" when nothing is wrong). */
export function findingWords(findings: readonly Finding[], t: TFunction<'events'>): string {
  return findings
    .slice(0, 3)
    .map(({ kind, value }) => {
      const key = `health.findings.${kind}` as const;
      if (durations.has(kind)) return t(key as 'health.findings.gaps', { duration: formatDuration(value) });
      if (kind === 'gpsMissing')
        return t('health.findings.gpsMissing', {
          share: formatNumber(value, { style: 'percent', maximumFractionDigits: 0 }),
        });
      return t(key as 'health.findings.repeats', { count: value, n: formatNumber(value) });
    })
    .join('; ');
}
