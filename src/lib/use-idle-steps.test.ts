import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleSteps } from './use-idle-steps';

afterEach(() => {
  vi.useRealTimers();
});

describe('useIdleSteps', () => {
  it('runs the steps in order, each in its own idle period', async () => {
    const ran: string[] = [];
    const steps = ['a', 'b', 'c'].map((name) => () => ran.push(`${name}:${ran.length}`));
    renderHook(() => useIdleSteps(steps));
    expect(ran).toEqual([]);
    await waitFor(() => expect(ran).toEqual(['a:0', 'b:1', 'c:2']));
  });

  it('stops what is left when the steps change or the page goes', async () => {
    // Fake timers (the idle callback too, where jsdom has one): every step still queued is run to the
    // end, so "nothing more ran" is seen after the steps had their chance.
    vi.useFakeTimers();
    const ran: string[] = [];
    const first = [() => ran.push('first 1'), () => ran.push('first 2')];
    const second = [() => ran.push('second 1')];
    const { rerender, unmount } = renderHook(({ steps }) => useIdleSteps(steps), {
      initialProps: { steps: first },
    });
    rerender({ steps: second });
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['second 1']);
    rerender({ steps: first });
    unmount();
    await vi.runAllTimersAsync();
    expect(vi.getTimerCount()).toBe(0);
    expect(ran).toEqual(['second 1']);
  });
});
