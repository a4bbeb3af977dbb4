import { describe, expect, it } from 'vitest';
import { parsePasted, type PasteRegion } from './parse-pasted';

const regions: PasteRegion[] = [
  { id: 'au', apiBaseUrl: 'https://api.au.example.com' },
  { id: 'uk', apiBaseUrl: 'https://api.uk.example.com/platform' },
];
const parse = (text: string, zone = 'UTC') => parsePasted(text, zone, regions);

describe('parsePasted', () => {
  it('reads an app link with its region and time', () => {
    expect(
      parse('https://fleet.example.com/au/events/ignition/42?at=1730394432000', 'Australia/Sydney'),
    ).toEqual({ types: ['ignition'], id: '42', date: '2024-11-01', regionId: 'au' });
  });

  it('reads an app link of a region it does not know, or without one, as type and id', () => {
    expect(parse('https://fleet.example.com/zz/events/driver/7')).toEqual({ types: ['driver'], id: '7' });
    expect(parse('/events/driver%20log/7?tz=UTC')).toEqual({ types: ['driver log'], id: '7' });
  });

  it('reads "type/id", "type id" and a list of types', () => {
    expect(parse(' driver/7 ')).toEqual({ types: ['driver'], id: '7' });
    expect(parse('driver 7')).toEqual({ types: ['driver'], id: '7' });
    expect(parse('ignition,driver/25220026032')).toEqual({
      types: ['ignition', 'driver'],
      id: '25220026032',
    });
  });

  it('reads an id alone, to be looked for under every type', () => {
    expect(parse(' 25220026032 ')).toEqual({ id: '25220026032' });
  });

  it('reads a curl command copied from the detail page: the region by its API, the date in its window', () => {
    const zoneKnown =
      `curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $API_KEY" ` +
      `'https://api.uk.example.com/platform/v1/events/ignition/25220026032?from=2026-11-20&to=2026-11-21'`;
    expect(parse(zoneKnown)).toEqual({
      types: ['ignition'],
      id: '25220026032',
      regionId: 'uk',
      date: '2026-11-20',
    });
    const dayEachSide = `curl 'https://api.au.example.com/v1/events/driver/9?from=2026-11-19&to=2026-11-22'`;
    expect(parse(dayEachSide)).toEqual({ types: ['driver'], id: '9', regionId: 'au', date: '2026-11-20' });
  });

  it('takes nothing from a curl command to an API it does not know', () => {
    expect(
      parse(`curl 'https://elsewhere.example.com/v1/events/driver/9?from=2026-11-19&to=2026-11-20'`),
    ).toBeNull();
  });

  it('ignores anything else', () => {
    expect(parse('hello')).toBeNull();
    expect(parse('driver/-7')).toBeNull();
    expect(parse('12a')).toBeNull();
  });

  it('takes no "." or ".." as a type, however it is written', () => {
    expect(parse('https://fleet.example.com/au/events/%2e%2e/123')).toBeNull();
    expect(parse('https://fleet.example.com/au/events/%2E/123')).toBeNull();
    expect(
      parse(`curl 'https://api.au.example.com/v1/events/%2e%2e/123?from=2026-11-19&to=2026-11-20'`),
    ).toBeNull();
    expect(parse('../123')).toBeNull();
    expect(parse('. 123')).toBeNull();
    expect(parse('ignition,../123')).toBeNull();
  });

  it('takes no type holding a slash or backslash once decoded: it would climb to another path', () => {
    expect(parse('https://fleet.example.com/au/events/..%2F..%2Fauth%2Fsso/1')).toBeNull();
    expect(parse('https://fleet.example.com/au/events/a%5Cb/1')).toBeNull();
    expect(
      parse(
        `curl 'https://api.au.example.com/v1/events/..%2F..%2Fauth%2Fsso/1?from=2026-11-19&to=2026-11-20'`,
      ),
    ).toBeNull();
    expect(parse('a\\b 123')).toBeNull();
  });
});
