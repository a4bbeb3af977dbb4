import { describe, expect, it } from 'vitest';
import { RegionLimiter } from './region-limiter';

describe('the per-region limit on name requests', () => {
  it('hands a freed slot to the next waiter that still has work, so none is left waiting', () => {
    const limiter = new RegionLimiter(1);
    const started: string[] = [];
    const waiter = (name: string, hasWork: () => boolean) => {
      const onFree = () => {
        if (hasWork() && limiter.tryAcquire(onFree)) started.push(name);
      };
      return onFree;
    };
    expect(limiter.tryAcquire(() => {})).toBe(true);
    const idle = waiter('idle', () => false); // its ids were answered meanwhile
    const busy = waiter('busy', () => true);
    expect(limiter.tryAcquire(idle)).toBe(false);
    expect(limiter.tryAcquire(busy)).toBe(false);
    limiter.release();
    expect(started).toEqual(['busy']);
  });
});
