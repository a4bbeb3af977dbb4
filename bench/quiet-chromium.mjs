#!/usr/bin/env node
// Chromium for the bench, with DevTools' copies of response bodies turned off. Playwright drives Chromium
// over a pipe and enables the Network domain on every page and worker, whose default is to keep a copy of
// each response body for DevTools (and decode it). On this machine that doubled the page's own work of
// reading the API's answers (bench/NOTES.md, 2026-11-26 late): work no user's browser does. Playwright
// launches this script as its browser; it starts the real one (BENCH_CHROMIUM) on the same pipe and passes
// every message through, with `Network.enable` asking for no body buffers.
import { spawn } from 'node:child_process';
import { Socket } from 'node:net';

const real = process.env.BENCH_CHROMIUM;
if (!real) {
  console.error('quiet-chromium: BENCH_CHROMIUM names no browser');
  process.exit(1);
}
const browser = spawn(real, process.argv.slice(2), {
  stdio: ['ignore', 'inherit', 'inherit', 'pipe', 'pipe'],
});
const fromDriver = new Socket({ fd: 3, readable: true, writable: false });
const toDriver = new Socket({ fd: 4, readable: false, writable: true });
const [, , , toBrowser, fromBrowser] = browser.stdio;

const quiet = (text) => {
  if (!text.includes('"Network.enable"')) return text;
  const message = JSON.parse(text);
  if (message.method !== 'Network.enable') return text;
  message.params = { ...message.params, maxTotalBufferSize: 0, maxResourceBufferSize: 0 };
  return JSON.stringify(message);
};

// Messages are JSON texts, each ended by a NUL byte.
let pending = Buffer.alloc(0);
fromDriver.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  let end = pending.indexOf(0);
  while (end !== -1) {
    toBrowser.write(quiet(pending.subarray(0, end).toString()) + '\0');
    pending = pending.subarray(end + 1);
    end = pending.indexOf(0);
  }
});
fromDriver.on('end', () => toBrowser.end());
fromBrowser.pipe(toDriver);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => browser.kill(signal));
browser.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
