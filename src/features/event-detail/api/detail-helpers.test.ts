import { describe, expect, it } from 'vitest';
import { curlCommand } from './curl-command';
import { detailWindow } from './detail-window';

const at = Date.parse('2024-10-31T17:07:00Z'); // 1 Nov 04:07 in Sydney

describe('detailWindow', () => {
  it('uses the API date of the event time in the API zone', () => {
    expect(detailWindow(new URLSearchParams(`at=${at}`), 'Australia/Sydney')).toEqual({
      from: '2024-11-01',
      to: '2024-11-02',
    });
  });

  it('widens by a date each side when the API zone is unknown', () => {
    expect(detailWindow(new URLSearchParams(`at=${at}`), null)).toEqual({
      from: '2024-10-30',
      to: '2024-11-02',
    });
  });

  it('takes from/to dates, and names what is wrong with a link', () => {
    expect(detailWindow(new URLSearchParams('from=2024-11-01&to=2024-11-03'), null)).toEqual({
      from: '2024-11-01',
      to: '2024-11-03',
    });
    expect(detailWindow(new URLSearchParams('from=2024-11-03&to=2024-11-01'), null)).toEqual({
      problem: 'fromNotBefore',
    });
    expect(detailWindow(new URLSearchParams('from=2024-11-01&to=soon'), null)).toEqual({
      problem: 'notDates',
    });
    expect(detailWindow(new URLSearchParams('at=yesterday'), null)).toEqual({ problem: 'noTime' });
    expect(detailWindow(new URLSearchParams(''), null)).toEqual({ problem: 'noTime' });
  });
});

describe('curlCommand', () => {
  const url = 'https://api.example.test/au/v1/events/ignition/5?from=2024-11-01&to=2024-11-02';
  it('redacts the key unless asked', () => {
    expect(curlCommand(url, null)).toBe(
      `curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $API_KEY" '${url}'`,
    );
    expect(curlCommand(url, 'k3y')).toContain(`-H 'Authorization: Bearer k3y'`);
  });

  it('quotes what a shell would otherwise run', () => {
    expect(curlCommand("https://x.test/a'$(rm -rf ~)", null)).toContain(`'https://x.test/a'\\''$(rm -rf ~)'`);
  });
});
