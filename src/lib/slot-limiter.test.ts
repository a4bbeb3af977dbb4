import { describe, expect, it } from 'vitest';
import { SlotLimiter } from './slot-limiter';

describe('SlotLimiter', () => {
  it('hands a freed slot to the next waiter that still has work, so none is left waiting', () => {
    const limiter = new SlotLimiter(1);
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
