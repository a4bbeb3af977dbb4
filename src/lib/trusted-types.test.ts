import { describe, expect, it } from 'vitest';
import { isOwnScriptUrl } from './trusted-types';

const origin = 'https://fleet.example.com';

describe('the Trusted Types policy passes only the app’s own script URLs', () => {
  it.each([
    '/assets/parser-worker-abc123.js',
    'https://fleet.example.com/assets/maplibre-gl-worker.js',
    'blob:https://fleet.example.com/0f3c6a52-91c4-4f5e-9d0e-6a1b2c3d4e5f',
  ])('passes %s', (url) => expect(isOwnScriptUrl(url, origin)).toBe(true));

  it.each([
    'https://evil.example/x.js',
    '//evil.example/x.js',
    'blob:https://evil.example/0f3c6a52-91c4-4f5e-9d0e-6a1b2c3d4e5f',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
  ])('refuses %s', (url) => expect(isOwnScriptUrl(url, origin)).toBe(false));
});
