/** A region as the production rules read it: the fields they check. */
interface RegionFields {
  production: boolean;
  apiBaseUrl: string;
  authUrl: string;
  clientSecret?: string | undefined;
  signIn: { password: boolean };
  demoCredentials?: unknown[] | undefined;
}

/** What else the rules depend on: the file's own demo marker, and the build reading it. */
export interface ProductionContext {
  /** The config's top-level `"demo": true`: an emulator or demo deployment. */
  demo: boolean;
  /** A development build (`vite`, `import.meta.env.DEV`), where the emulator runs on this machine. */
  developmentBuild: boolean;
}

/** Hosts of this machine, where plain http never leaves it (the emulator's config). */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Plain http where it is not allowed: to another machine always; to this one, unless the build is for
 * development or the file is a demo (the emulator's config, which e2e serves from a production build).
 * A real deployment's production build has no reason to call its own machine in the clear, and a
 * browser's "localhost" is the user's machine, not the server's. A URL that does not parse is the URL
 * check's to name, not this one's.
 */
function isRefusedPlainHttp(url: string, loopbackAllowed: boolean): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'http:' && !(loopbackAllowed && loopbackHosts.has(hostname));
}

type Issue = (path: (string | number)[], message: string) => void;

/**
 * What a production region must not have. Its API and identity provider only over https: keys, tokens,
 * passwords and events would otherwise cross the network readable and changeable (a demo file is no
 * exception, but for this machine). And, unless the file says it is a demo, no client secret, no
 * password grant and no demo credentials (the sign-in page would show their passwords to anyone).
 */
export function checkProductionRegion(
  region: RegionFields,
  { demo, developmentBuild }: ProductionContext,
  issue: Issue,
): void {
  if (!region.production) return;
  for (const field of ['apiBaseUrl', 'authUrl'] as const) {
    if (isRefusedPlainHttp(region[field], demo || developmentBuild))
      issue(
        [field],
        'must be https:// on a production region (http:// only for localhost, 127.0.0.1 or [::1], in a development build or a "demo": true config).',
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
  if (region.demoCredentials !== undefined) refuse(['demoCredentials'], 'demoCredentials');
}
