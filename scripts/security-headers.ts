/**
 * The security headers a deployment sends with the app, derived from its config.json: the browser may
 * connect only to the app itself and the hosts the config names (each region's API and identity
 * provider, remote map styles). `vite preview` sends them, so every end-to-end test runs the built app
 * under them; the README's nginx example is this output for config.production.example.json.
 *
 * Print them for a config: `npx tsx scripts/security-headers.ts public/config.json`.
 */
import { readFileSync } from 'node:fs';

export interface DeploymentConfig {
  regions: { apiBaseUrl: string; authUrl: string }[];
  map?: { styles?: { url: string }[] };
}

/** Origins the app talks to besides itself, in config order, each once. */
export function connectOrigins(config: DeploymentConfig): string[] {
  const urls = [
    ...config.regions.flatMap((region) => [region.apiBaseUrl, region.authUrl]),
    ...(config.map?.styles ?? []).map((style) => style.url).filter((url) => url !== 'offline'),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

export function contentSecurityPolicy(config: DeploymentConfig): string {
  return [
    "default-src 'self'",
    // No inline or evaluated script: data can never become code.
    "script-src 'self'",
    // MUI's emotion writes <style> elements at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // MapLibre's worker comes from the app's own files, or a blob: in some builds.
    "worker-src 'self' blob:",
    // blob: for the map's points, handed to MapLibre's worker as a URL the page made.
    `connect-src 'self' blob: ${connectOrigins(config).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: DeploymentConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

export function securityHeadersForFile(path: string): Record<string, string> {
  return securityHeaders(JSON.parse(readFileSync(path, 'utf8')) as DeploymentConfig);
}

if (process.argv[1]?.endsWith('security-headers.ts') && process.argv[2]) {
  for (const [name, value] of Object.entries(securityHeadersForFile(process.argv[2])))
    console.log(`${name}: ${value}`);
}
