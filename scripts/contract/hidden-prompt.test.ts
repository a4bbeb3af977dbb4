import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { createPrompter, type PromptInput } from './hidden-prompt.ts';

function terminal(isTTY = true) {
  const input = new PassThrough() as PassThrough & PromptInput;
  input.isTTY = isTTY;
  const setRawMode = vi.fn();
  if (isTTY) input.setRawMode = setRawMode;
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input, output, setRawMode, shown: () => shown };
}

describe('the hidden prompt', () => {
  it('reads an answer without echoing it, with backspace, and leaves raw mode', async () => {
    const t = terminal();
    const answer = createPrompter(t.input, t.output).ask('API key: ', { hidden: true });
    t.input.write('se');
    t.input.write('cx\u007fret\r');
    await expect(answer).resolves.toBe('secret');
    expect(t.shown()).toBe('API key: \n');
    expect(t.setRawMode.mock.calls).toEqual([[true], [false]]);
  });

  it('is cancelled by Ctrl-C, and refuses to run without a terminal', async () => {
    const t = terminal();
    const answer = createPrompter(t.input, t.output).ask('Password: ', { hidden: true });
    t.input.write('abc\u0003');
    await expect(answer).rejects.toThrow('Cancelled');
    const pipe = terminal(false);
    await expect(createPrompter(pipe.input, pipe.output).ask('Key: ', { hidden: true })).rejects.toThrow(
      'needs a terminal',
    );
  });

  it('asks a visible question as a plain line', async () => {
    const t = terminal(false);
    const answer = createPrompter(t.input, t.output).ask('Username: ');
    t.input.write('demo\n');
    await expect(answer).resolves.toBe('demo');
    expect(t.shown()).toContain('Username: ');
  });
});
