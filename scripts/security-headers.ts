/**
 * The security headers a deployment sends with the app, derived from its config.json: the browser may
 * connect only to the app itself and the hosts the config names (each region's API and identity
 * provider, remote map styles). One source for all of them: `vite preview` sends them (so every
 * end-to-end test runs the built app under them), the build writes them as an nginx snippet into dist/,
 * and docs/deploying.md's nginx example is that snippet for config.production.example.json.
 *
 * Print them for a config: `npx tsx scripts/security-headers.ts dist/config.json` (add `--nginx` for the
 * nginx snippet).
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
    // Trusted Types: no DOM sink (innerHTML, a script or worker URL, eval) takes a plain string; the app's
    // one policy, named default, passes only its own script URLs (src/lib/trusted-types.ts).
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ].join('; ');
}

/**
 * Powerful features the app does not use, each denied to every origin (the app included), and the one it
 * does: writing to the clipboard (the copy buttons), for the app itself only. Only names Chromium knows:
 * it reports any other as an error on every page (e2e/security-headers.spec.ts checks).
 */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
];

export const permissionsPolicy = [
  ...deniedFeatures.map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

export function securityHeaders(config: DeploymentConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    // Browsers ignore it over plain HTTP (the emulator, e2e); in production the app is HTTPS only.
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    // No window of another site keeps a handle on the app's window (and the other way round).
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
}

/** config.json changes without a rebuild: a browser must ask again every time (it may revalidate). */
export const configCacheControl = 'no-cache';

/**
 * The nginx snippet every `location` of the app's server includes (nginx drops the server's
 * `add_header`s in a location that has its own): docs/deploying.md's example, and what the build writes.
 */
export function nginxHeaders(config: DeploymentConfig): string {
  const lines = Object.entries(securityHeaders(config)).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
  return [
    '# Fleet Events Explorer security headers, from its config.json by scripts/security-headers.ts',
    ...lines,
    '',
  ].join('\n');
}

export function readDeploymentConfig(path: string): DeploymentConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as DeploymentConfig;
}

export function securityHeadersForFile(path: string): Record<string, string> {
  return securityHeaders(readDeploymentConfig(path));
}

if (process.argv[1]?.endsWith('security-headers.ts')) {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('usage: npx tsx scripts/security-headers.ts [--nginx] <config.json>');
    process.exit(2);
  }
  if (process.argv.includes('--nginx')) process.stdout.write(nginxHeaders(readDeploymentConfig(file)));
  else
    for (const [name, value] of Object.entries(securityHeadersForFile(file)))
      console.log(`${name}: ${value}`);
}
