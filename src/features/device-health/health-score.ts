import type { EntityHealth, Finding, FindingKind, HealthSettings } from './health-types';

type Scored = Omit<EntityHealth, 'score' | 'findings'>;

const minute = 60_000;
/** A median delivery delay past this is late delivery; a median clock ahead by more, a skewed clock. */
const lateMs = 10 * minute;
const skewMs = 2 * minute;
/** A share of events without a valid fix above this is worth a look (tunnels and car parks stay below). */
const noFixShare = 0.2;

/** Points for a count: the first instance counts most, more of them a little more, up to `cap`. */
const forCount = (count: number, first: number, cap = first + 5) =>
  count > 0 ? Math.min(cap, first + Math.log2(count)) : 0;

/**
 * What is wrong with one entity's data, each finding with its figure and points: broken data (odometer
 * backwards, impossible moves, a clock in the future) weighs more than data that is merely late or sparse.
 * The score is their sum; the findings come largest first, for the reason in words.
 */
export function scoreHealth(h: Scored, settings: HealthSettings): { score: number; findings: Finding[] } {
  const findings: Finding[] = [];
  const add = (kind: FindingKind, value: number, points: number) => {
    if (points > 0) findings.push({ kind, value, points });
  };
  add('odometerBack', h.odometerBack, forCount(h.odometerBack, 6));
  add('future', h.future, forCount(h.future, 6));
  add('gpsZero', h.zeroFixes, forCount(h.zeroFixes, 5));
  add('gpsJumps', h.gpsJumps, forCount(h.gpsJumps, 4));
  add('odometerJumps', h.odometerJumps, forCount(h.odometerJumps, 4));
  add('gaps', h.longestGap, h.gapsOver > 0 ? Math.min(10, 3 + h.longestGap / settings.gapMs) : 0);
  add('silent', h.sinceLast, h.silentWhileOn && h.sinceLast > settings.gapMs ? 4 : 0);
  const skew = -h.delayMedian;
  add('clockSkew', skew, skew > skewMs ? Math.min(8, 3 + skew / (5 * minute)) : 0);
  const late = Math.max(h.delayMedian, h.delayWorst);
  add('lateDelivery', late, late > lateMs ? Math.min(6, 2 + late / (30 * minute)) : 0);
  add('outOfOrder', h.outOfOrder, forCount(h.outOfOrder, 3));
  add('gpsMissing', h.noFixShare, h.noFixShare > noFixShare ? 2 + 6 * h.noFixShare : 0);
  add('unreadable', h.unreadable, forCount(h.unreadable, 2));
  add('lenient', h.lenient, forCount(h.lenient, 1, 3));
  add('repeats', h.repeats, forCount(h.repeats, 1, 4));
  findings.sort((a, b) => b.points - a.points);
  const score = findings.reduce((sum, finding) => sum + finding.points, 0);
  return { score: Math.round(score * 10) / 10, findings };
}
