import { describe, expect, it } from 'vitest';
import { parsePasted } from './parse-pasted';

describe('parsePasted', () => {
  it('reads an app link with its time', () => {
    expect(
      parsePasted('https://fleet.example.com/au/events/ignition/42?at=1730394432000', 'Australia/Sydney'),
    ).toEqual({
      type: 'ignition',
      id: '42',
      date: '2024-11-01',
    });
  });

  it('reads "type/id" and "type id"', () => {
    expect(parsePasted(' driver/7 ', 'UTC')).toEqual({ type: 'driver', id: '7' });
    expect(parsePasted('driver 7', 'UTC')).toEqual({ type: 'driver', id: '7' });
  });

  it('ignores anything else', () => {
    expect(parsePasted('hello', 'UTC')).toBeNull();
    expect(parsePasted('driver/-7', 'UTC')).toBeNull();
  });

  it('takes no "." or ".." as a type, however it is written', () => {
    expect(parsePasted('https://fleet.example.com/au/events/%2e%2e/123', 'UTC')).toBeNull();
    expect(parsePasted('https://fleet.example.com/au/events/%2E/123', 'UTC')).toBeNull();
    expect(parsePasted('../123', 'UTC')).toBeNull();
    expect(parsePasted('. 123', 'UTC')).toBeNull();
  });
});
