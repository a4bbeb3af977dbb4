import { describe, expect, it } from 'vitest';
import { outwardSteps, searchOutward, type SearchStep } from './search-outward';

describe('outwardSteps', () => {
  it('looks around the date first, then a day further each way, later first, never in the future', () => {
    const steps = outwardSteps({ from: '2026-11-19', to: '2026-11-20' }, 3, '2026-11-21');
    expect(steps.map((s) => s.from)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-18',
      '2026-11-21',
      '2026-11-17',
      '2026-11-16',
    ]);
    expect(steps.every((s) => s.to > s.from)).toBe(true);
  });
});

describe('searchOutward', () => {
  const steps = outwardSteps({ from: '2026-11-19', to: '2026-11-20' }, 5, '2026-11-30');

  it('stops at the first day that has it, and reports the span searched so far', async () => {
    const progress: string[] = [];
    const outcome = await searchOutward(
      steps,
      async (step) => (step.from === '2026-11-17' ? 'event' : null),
      new AbortController().signal,
      (done, span) => progress.push(`${done}:${span.from}..${span.to}`),
    );
    expect(outcome).toEqual({
      kind: 'found',
      value: 'event',
      step: { from: '2026-11-17', to: '2026-11-18' },
    });
    expect(progress.at(-1)).toBe('5:2026-11-17..2026-11-22');
  });

  it('says how far it looked when it is nowhere', async () => {
    const outcome = await searchOutward(
      steps,
      async () => null,
      new AbortController().signal,
      () => undefined,
    );
    expect(outcome).toEqual({ kind: 'notFound', searched: { from: '2026-11-14', to: '2026-11-25' } });
  });

  it('stops when asked, and stops on an error other than not-found', async () => {
    const controller = new AbortController();
    const looked: SearchStep[] = [];
    const stopped = await searchOutward(
      steps,
      async (step) => {
        looked.push(step);
        if (looked.length === 2) controller.abort();
        return null;
      },
      controller.signal,
      () => undefined,
    );
    expect(stopped.kind).toBe('stopped');
    expect(looked).toHaveLength(2);
    const failed = await searchOutward(
      steps,
      async () => Promise.reject(new Error('500')),
      new AbortController().signal,
      () => undefined,
    );
    expect(failed).toMatchObject({ kind: 'failed', searched: null });
  });
});
