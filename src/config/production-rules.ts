/** A region as the production rules read it: the fields they check. */
interface RegionFields {
  production: boolean;
  apiBaseUrl: string;
  authUrl: string;
  clientSecret?: string | undefined;
  signIn: { password: boolean };
}

/** Hosts of this machine, where plain http never leaves it (the emulator's config). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http to another machine; a URL that does not parse is the URL check's to name, not this one's. */
function isPlainHttpOffThisMachine(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && !loopbackHosts.has(hostname);
}

type Issue = (path: (string | number)[], message: string) => void;

/**
 * What a production region must not have. Its API and identity provider only over https: keys, tokens,
 * passwords and events would otherwise cross the network readable and changeable (a demo file is no
 * exception). And, unless the file says it is a demo, no client secret and no password grant.
 */
export function checkProductionRegion(region: RegionFields, demo: boolean, issue: Issue): void {
  if (!region.production) return;
  for (const field of ['apiBaseUrl', 'authUrl'] as const) {
    if (isPlainHttpOffThisMachine(region[field]))
      issue(
        [field],
        'must be https:// on a production region (http:// only for localhost, 127.0.0.1 or [::1]).',
      );
  }
  if (demo) return;
  const refuse = (path: (string | number)[], what: string) =>
    issue(
      path,
      `${what} is not allowed on a production region: a browser config is public. Remove it, or set "demo": true at the top of a demo or emulator config.`,
    );
  if (region.clientSecret !== undefined) refuse(['clientSecret'], 'A client secret');
  if (region.signIn.password) refuse(['signIn', 'password'], 'The password grant');
}
