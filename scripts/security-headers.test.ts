import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  connectOrigins,
  contentSecurityPolicy,
  nginxHeaders,
  securityHeaders,
  securityHeadersForFile,
} from './security-headers.ts';
import { deploymentFilesPlugin } from './security-headers-plugin.ts';

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

  it('asks for HTTPS for a year, its own browsing context group, and no powerful feature but the clipboard', () => {
    const headers = securityHeaders(config);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const features = (headers['Permissions-Policy'] ?? '').split(', ');
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'geolocation=()', 'microphone=()']));
    // The copy buttons write to the clipboard; nothing else is allowed, not even to the app itself.
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual(['clipboard-write=(self)']);
  });

  it('is what docs/deploying.md tells nginx to send for the production example config, config.json not cached', () => {
    const deploying = readFileSync('docs/deploying.md', 'utf8');
    const production = JSON.parse(readFileSync('config.production.example.json', 'utf8')) as typeof config;
    const snippet = nginxHeaders(production);
    expect(deploying).toContain(`# /etc/nginx/snippets/fleet-events-headers.conf\n${snippet}`);
    for (const [name, value] of Object.entries(securityHeadersForFile('config.production.example.json'))) {
      expect(snippet).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(deploying).toMatch(
      /location = \/config\.json \{ include snippets\/fleet-events-headers\.conf; add_header Cache-Control "no-cache" always; \}/,
    );
  });

  it('the build writes the same nginx snippet for the config it ships, next to the app', () => {
    const emitted: { fileName?: string; source?: unknown }[] = [];
    const plugin = deploymentFilesPlugin('public/config.json');
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    generateBundle.call({ emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) });
    const shipped = JSON.parse(readFileSync('public/config.json', 'utf8')) as typeof config;
    expect(emitted).toEqual([
      { type: 'asset', fileName: 'fleet-events-headers.conf', source: nginxHeaders(shipped) },
    ]);
  });
});
