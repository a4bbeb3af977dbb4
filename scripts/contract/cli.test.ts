import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, testDays, type Emulator } from '../../emulator/test-support.ts';
import { runCli } from './cli.ts';
import type { Prompter } from './hidden-prompt.ts';

let emu: Emulator;
let dir: string;
let config: string;
let key: string;
beforeAll(async () => {
  emu = await startTestEmulator({ seed: 'contract-cli' });
  key = emu.keys.au?.company ?? '';
  dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));
  config = join(dir, 'config.json');
  writeFileSync(
    config,
    readFileSync('public/config.json', 'utf8').replaceAll('http://localhost:4010', emu.url),
  );
}, 30_000);
afterAll(() => emu.close());

function io(prompter: Prompter | null = null) {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), prompter } };
}

// A day of the emulator's test calendar (its clock starts there): the CLI's default, two days before
// today, would be days the emulator has not reached.
const args = (out: string) => [
  '--region',
  'au',
  '--config',
  config,
  '--out',
  join(dir, out),
  '--date',
  testDays.wednesday,
];

describe('npm run contract', { timeout: 30_000 }, () => {
  it('takes an API key from the environment and never writes or prints it', async () => {
    const { lines, io: cliIo } = io();
    expect(await runCli(args('key.md'), { FLEET_API_KEY: key }, cliIo)).toBe(0);
    const markdown = readFileSync(join(dir, 'key.md'), 'utf8');
    const json = readFileSync(join(dir, 'key.json'), 'utf8');
    expect(markdown).toContain('"inclusiveTo": false');
    expect(JSON.parse(json)).toMatchObject({ credentials: 'an API key (FLEET_API_KEY)' });
    for (const text of [markdown, json, lines.join('\n')]) expect(text).not.toContain(key);
    expect(lines.join('\n')).toMatch(/\d+ calls made/);
  });

  it('signs in with the documented password grant and the SSO exchange', async () => {
    const { io: cliIo } = io();
    const env = { FLEET_USERNAME: 'support', FLEET_PASSWORD: 'support' };
    expect(await runCli(args('password.md'), env, cliIo)).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'password.json'), 'utf8')) as {
      credentials: string;
      calls: { method: string; target: string }[];
    };
    expect(report.credentials).toContain('password grant');
    expect(report.calls.slice(0, 2).map((c) => `${c.method} ${c.target}`)).toEqual([
      'POST /auth/realms/fleet/protocol/openid-connect/token',
      'GET /v1/auth/sso',
    ]);
    expect(readFileSync(join(dir, 'password.md'), 'utf8')).not.toMatch(/au-user-[0-9a-f]{32}/);
  });

  it('asks on the terminal, the key hidden, when the environment has nothing', async () => {
    const asked: { question: string; hidden: boolean }[] = [];
    const prompter: Prompter = {
      ask: (question, options) => {
        asked.push({ question, hidden: options?.hidden ?? false });
        return Promise.resolve(key);
      },
    };
    expect(await runCli(args('prompt.md'), {}, io(prompter).io)).toBe(0);
    expect(asked).toEqual([{ question: expect.stringContaining('API key'), hidden: true }]);
  });

  it('refuses credentials as arguments, and says what to do without any', async () => {
    for (const arg of ['--api-key=abc', '--token', '--password']) {
      const { lines, io: cliIo } = io();
      expect(await runCli([...args('never.md'), arg, 'abc'], {}, cliIo)).toBe(2);
      expect(lines.join('\n')).toContain('never taken from arguments');
    }
    expect(existsSync(join(dir, 'never.md'))).toBe(false);
    const { lines, io: cliIo } = io();
    expect(await runCli(args('none.md'), {}, cliIo)).toBe(1);
    expect(lines.join('\n')).toContain('FLEET_API_KEY');
    const unknown = io();
    expect(await runCli(['--region', 'mars', '--config', config], {}, unknown.io)).toBe(2);
    expect(unknown.lines.join('\n')).toContain('Regions: test, qa');
  });

  it('runs as a command (npm run contract)', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '-s', 'contract', '--', ...args('cli.md')],
      {
        env: { ...process.env, FLEET_API_KEY: key },
      },
    );
    expect(stdout).toContain('Recommended for region au');
    expect(`${stdout}${stderr}`).not.toContain(key);
    expect(existsSync(join(dir, 'cli.json'))).toBe(true);
  });
});
