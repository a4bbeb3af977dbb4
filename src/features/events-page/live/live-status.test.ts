import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { liveStatus } from './live-status';

const at = Date.parse('2026-11-22T03:30:05Z'); // 14:30:05 in Sydney
const zone = 'Australia/Sydney';
const running = {
  paused: null,
  updatedAt: at,
  freshShown: 12,
  error: null,
  notBefore: 0,
  nextAt: at + 30_000,
  intervalMs: 30_000,
};
const on = { requested: true, canFollow: true, zone };

describe('liveStatus', () => {
  it('says how many new events the latest update brought, and when it was', () => {
    expect(liveStatus(running, on)).toEqual({ state: '12 new', detail: 'updated 14:30:05' });
    expect(liveStatus({ ...running, freshShown: 0 }, on).state).toBe('No new events');
    expect(liveStatus({ ...running, updatedAt: 0 }, on)).toEqual({
      state: 'Following: every 30 s',
      detail: 'next at 14:30:35',
    });
  });

  it('says why it is paused', () => {
    expect(liveStatus({ ...running, paused: 'hidden' }, on).state).toBe('Paused: tab hidden');
    expect(liveStatus({ ...running, paused: 'scrolled' }, on).state).toBe('Paused: scrolled down');
    expect(liveStatus({ ...running, paused: 'loading' }, on).state).toBe('Waiting for the window to load');
  });

  it('says the API asked it to wait, and until when', () => {
    const status = liveStatus(
      { ...running, error: new ApiError(429, 'Too many', 20), notBefore: at + 20_000, nextAt: at + 60_000 },
      on,
    );
    expect(status).toEqual({
      state: 'The API asked us to slow down: waiting 20 s',
      detail: 'next at 14:31:05',
    });
    expect(liveStatus({ ...running, error: new NetworkError('offline') }, on).state).toBe(
      'Update failed: The API could not be reached: offline',
    );
  });

  it('says nothing when off, and why nothing follows a window that has ended', () => {
    expect(liveStatus(running, { ...on, requested: false })).toEqual({ state: '', detail: '' });
    expect(liveStatus(running, { ...on, canFollow: false }).state).toBe('This window has ended');
  });
});
