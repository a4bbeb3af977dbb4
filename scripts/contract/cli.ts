import { readFileSync, writeFileSync } from 'node:fs';
import { appConfigSchema } from '../../src/config/schema.ts';
import { parseContractArgs, usage, UsageError } from './args.ts';
import { credentialEnv, obtainCredentials } from './credentials.ts';
import type { Prompter } from './hidden-prompt.ts';
import { renderMarkdown } from './report-markdown.ts';
import { runContract } from './run-contract.ts';
import { cleanStrings, oneLine, printable, redact } from './safe-text.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Null when there is no terminal to ask on. */
  prompter: Prompter | null;
}

function loadRegion(path: string, id: string) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const config = appConfigSchema.safeParse(json);
  if (!config.success)
    throw new UsageError(
      `${path} is not a valid config:\n${config.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  const region = config.data.regions.find((r) => r.id === id);
  if (!region)
    throw new UsageError(
      `No region "${id}" in ${path}. Regions: ${config.data.regions.map((r) => r.id).join(', ')}.`,
    );
  return region;
}

/** `npm run contract`: 0 when the check ran cleanly, 1 when it could not (or its first call failed), 2 on bad usage. */
export async function runCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  terminal: CliIo,
) {
  // Every line printed: without control characters (an API's or provider's words are in some of them)
  // and without any secret handled so far.
  const secrets: string[] = [];
  const io: CliIo = {
    ...terminal,
    out: (line) => terminal.out(printable(redact(line, secrets))),
    err: (line) => terminal.err(printable(redact(line, secrets))),
  };
  let args;
  let region;
  try {
    args = parseContractArgs(argv);
    if (args === 'help') {
      io.out(usage);
      return 0;
    }
    region = loadRegion(args.config, args.region);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${usage}`);
    return 2;
  }
  io.err(
    `Contract check of ${region.production ? 'PRODUCTION ' : ''}region ${region.id} (${region.apiBaseUrl}): about a dozen read-only GET calls.`,
  );
  // Known before any call, so an error that echoes one is printed without it.
  for (const name of [credentialEnv.apiKey, credentialEnv.accessToken, credentialEnv.password]) {
    const secret = env[name]?.trim();
    if (secret) secrets.push(secret);
  }
  const clientSecret = env[credentialEnv.clientSecret]?.trim() || region.clientSecret;
  if (clientSecret) secrets.push(clientSecret);
  let credentials;
  try {
    credentials = await obtainCredentials(region, env, io.prompter);
  } catch (error) {
    // One line: the message may carry the identity provider's words.
    io.err(oneLine(error instanceof Error ? error.message : String(error)));
    return 1;
  }
  const rawReport = await runContract({
    region,
    apiKey: credentials.apiKey,
    credentials: credentials.describe,
    zone: region.apiDateZone !== 'user' ? region.apiDateZone : credentials.userZone,
    signInCalls: credentials.calls,
    ...(args.date ? { date: args.date } : {}),
    ...(args.types ? { types: args.types } : {}),
  });
  secrets.push(...credentials.secrets);
  // The API's texts made inert before either file is written: one line each, no control or format
  // characters, no secret.
  const report = cleanStrings(rawReport, (text) => oneLine(redact(text, secrets)));
  const markdownPath = args.out ?? `contract-report-${region.id}-${report.startedAt.slice(0, 10)}.md`;
  const jsonPath = `${markdownPath.replace(/\.md$/i, '')}.json`;
  writeFileSync(markdownPath, redact(renderMarkdown(report), secrets));
  writeFileSync(jsonPath, redact(`${JSON.stringify(report, null, 2)}\n`, secrets));

  const snippet = {
    dialect: report.recommendation.dialect,
    constraintParams: report.recommendation.constraintParams,
  };
  io.out(`Recommended for region ${region.id}: ${JSON.stringify(snippet)}`);
  for (const note of [...report.problems, ...report.recommendation.notes]) io.out(`- ${note}`);
  io.out(`${report.calls.length} calls made. Report: ${markdownPath} (and ${jsonPath}).`);
  return report.problems.length > 0 ? 1 : 0;
}
