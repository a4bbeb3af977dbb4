import { afterEach, describe, expect, it } from 'vitest';
import { storedPreference } from './use-url-or-stored';

describe('storedPreference', () => {
  const key = 'fleet-events.test-preference';
  const size = storedPreference(
    key,
    (text) => (text === 'small' || text === 'large' ? text : 'medium'),
    (value) => value,
  );

  afterEach(() => localStorage.removeItem(key));

  it('reads the default while nothing, or nothing usable, is kept', () => {
    expect(size.read()).toBe('medium');
    localStorage.setItem(key, 'huge');
    expect(size.read()).toBe('medium');
  });

  it('reads what was written, and the default once cleared', () => {
    size.write('large');
    expect(localStorage.getItem(key)).toBe('large');
    expect(size.read()).toBe('large');
    size.clear();
    expect(localStorage.getItem(key)).toBeNull();
    expect(size.read()).toBe('medium');
  });
});
