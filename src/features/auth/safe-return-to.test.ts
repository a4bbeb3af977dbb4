import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

describe('safeReturnTo', () => {
  it('keeps an in-app path of the same region, with its query and hash', () => {
    expect(safeReturnTo('au', '/au/events?types=ignition&range=last7d#x')).toBe(
      '/au/events?types=ignition&range=last7d#x',
    );
    expect(safeReturnTo('au', '/au/events/driver/12?at=5')).toBe('/au/events/driver/12?at=5');
  });

  it.each([
    ['another origin', '//evil.example/au/events'],
    ['a scheme', 'https://evil.example/au/events'],
    ['dot segments to another origin', '/au/..//evil.example/x'],
    ['a backslash dot segment', '/au/..\\evil.example/x'],
    ['a backslash to another origin', '/au/..\\\\evil.example/x'],
    ['encoded dot segments', '/au/%2e%2e//evil.example/x'],
    ['encoded dot segments, upper case', '/au/%2E%2E/nz/events'],
    ['dot segments into another region', '/au/../nz/events'],
    ['a single dot then up', '/au/./../nz/events'],
    ['the sign-in page', '/au/sign-in?returnTo=/au/events'],
    ['the callback', '/au/auth/callback?code=x'],
    ['dot segments onto the sign-in page', '/au/events/../sign-in'],
    ['another region', '/nz/events'],
    ['a lookalike region', '/au-evil/events'],
    ['nothing', null],
    ['an empty string', ''],
  ])('falls back to the region home for %s', (_name, returnTo) => {
    expect(safeReturnTo('au', returnTo)).toBe('/au');
  });

  it('returns the normalised path, never the raw text it checked', () => {
    expect(safeReturnTo('au', '/au/lookup/../events?x=1')).toBe('/au/events?x=1');
  });
});
