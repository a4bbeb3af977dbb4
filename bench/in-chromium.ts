// Runs a bench script that needs no Node API (bench/parse-limits.ts) in a page of the bench's Chromium, as
// the app's code runs for a user: bundled with esbuild, its console relayed, its exit code (process.exitCode)
// kept. `tsx bench/in-chromium.ts bench/parse-limits.ts`, with the script's environment variables.
import { build } from 'esbuild';
import { launchBenchChromium } from './browser.ts';

const [entry] = process.argv.slice(2);
if (!entry) throw new Error('Usage: tsx bench/in-chromium.ts <bench script>');

const env = Object.fromEntries(
  Object.entries(process.env).flatMap(([key, value]) =>
    key.startsWith('PARSE_') || key.startsWith('BENCH_')
      ? [[`process.env.${key}`, JSON.stringify(value)]]
      : [],
  ),
);
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  // The script's process: its environment as above, unset variables undefined, its exit code on the page.
  define: { ...env, 'process.env': '{}', 'process.exitCode': 'globalThis.benchExitCode' },
});
const browser = await launchBenchChromium();
try {
  const page = await browser.newPage();
  page.on('console', (message) => console.log(message.text()));
  page.on('pageerror', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  await page.goto('about:blank');
  console.log(`${entry} in ${browser.version()}:`);
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  const code = await page.evaluate(() => (globalThis as { benchExitCode?: number }).benchExitCode ?? 0);
  if (code !== 0) process.exitCode = code;
} finally {
  await browser.close();
}
