import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectOrigins, contentSecurityPolicy, securityHeadersForFile } from './security-headers.ts';

const config = {
  regions: [
    { apiBaseUrl: 'https://api.au.example.com/platform', authUrl: 'https://auth.au.example.com' },
    { apiBaseUrl: 'https://api.au.example.com', authUrl: 'https://auth.nz.example.com' },
  ],
  map: { styles: [{ url: 'offline' }, { url: 'https://tiles.example.org/styles/liberty' }] },
};

describe('security headers', () => {
  it('lets the app connect only to itself and the origins its config names, each once', () => {
    expect(connectOrigins(config)).toEqual([
      'https://api.au.example.com',
      'https://auth.au.example.com',
      'https://auth.nz.example.com',
      'https://tiles.example.org',
    ]);
  });

  it('allows no inline script, no framing, no plugins', () => {
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('is what the README tells nginx to send for the production example config', () => {
    const readme = readFileSync('README.md', 'utf8');
    const headers = securityHeadersForFile('config.production.example.json');
    for (const [name, value] of Object.entries(headers)) {
      expect(readme).toContain(`add_header ${name} "${value}" always;`);
    }
  });
});
