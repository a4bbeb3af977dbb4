import { parseArgs } from 'node:util';

export interface ContractArgs {
  region: string;
  config: string;
  out: string | null;
  date: string | null;
  types: string[] | null;
}

export const usage = `Usage: npm run contract -- --region <id> [--config public/config.json] [--out report.md]
                        [--date YYYY-MM-DD] [--types ignition,driver]

Probes one region's API with about a dozen read-only GET calls and writes a report (Markdown, and JSON
beside it) saying how the API speaks and which region config to use.

Credentials come from the environment, never from arguments (those land in shell history):
  FLEET_API_KEY                       an API key (user, company or integration)
  FLEET_ACCESS_TOKEN                  an OpenID Connect access token, exchanged at /v1/auth/sso
  FLEET_USERNAME, FLEET_PASSWORD      the password grant with the region's client id (and secret);
  FLEET_CLIENT_ID, FLEET_CLIENT_SECRET  override the config's client for that grant
With none set, it asks on the terminal (answers hidden).`;

export class UsageError extends Error {}

const credentialLike = /key|token|password|secret|user|bearer|auth/i;

export function parseContractArgs(argv: readonly string[]): ContractArgs | 'help' {
  for (const arg of argv) {
    const name = /^--?([^=]+)/.exec(arg)?.[1];
    if (name && credentialLike.test(name))
      throw new UsageError(
        `"${arg.split('=')[0]}": credentials are never taken from arguments, which land in shell history. Set FLEET_API_KEY (or the others in --help) in the environment, or run without and answer the hidden prompt.`,
      );
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        region: { type: 'string' },
        config: { type: 'string', default: 'public/config.json' },
        out: { type: 'string' },
        date: { type: 'string' },
        types: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (!values.region) throw new UsageError('--region <id> is required.');
  if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date))
    throw new UsageError(`--date must be YYYY-MM-DD; got "${values.date}".`);
  const types =
    values.types
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean) ?? null;
  if (types !== null && types.length === 0) throw new UsageError('--types needs at least one type.');
  return {
    region: values.region,
    config: values.config,
    out: values.out ?? null,
    date: values.date ?? null,
    types,
  };
}
