import { runCli } from './cli.ts';
import { createPrompter } from './hidden-prompt.ts';

// The contract check (docs/deploying.md, "Before deploying: the contract check"). Credentials: environment
// or prompt.
const code = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  prompter: process.stdin.isTTY ? createPrompter(process.stdin, process.stderr) : null,
});
process.exit(code);
