import { createInterface } from 'node:readline/promises';

/** What a prompt needs of a terminal: Node's process.stdin and process.stdout, or fakes in tests. */
export interface PromptInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  setRawMode?: (raw: boolean) => unknown;
}

export interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
}

/**
 * Questions on a terminal. A hidden answer is read in raw mode and never echoed (not even as stars), so a
 * key or password is neither on screen nor in scroll-back; Ctrl-C cancels, backspace works.
 */
export function createPrompter(input: PromptInput, output: NodeJS.WritableStream): Prompter {
  async function visible(question: string): Promise<string> {
    const rl = createInterface({ input, output });
    try {
      return (await rl.question(question)).trim();
    } finally {
      rl.close();
    }
  }

  function hidden(question: string): Promise<string> {
    if (!input.isTTY || !input.setRawMode)
      return Promise.reject(
        new Error('Hidden input needs a terminal; set the environment variable instead.'),
      );
    const setRaw = input.setRawMode.bind(input);
    output.write(question);
    return new Promise((resolve, reject) => {
      let answer = '';
      const finish = (error?: Error) => {
        input.removeListener('data', onData);
        setRaw(false);
        input.pause();
        output.write('\n');
        if (error) reject(error);
        else resolve(answer.trim());
      };
      const onData = (chunk: Buffer | string) => {
        for (const char of chunk.toString('utf8')) {
          if (char === '\r' || char === '\n' || char === '\u0004') return finish();
          if (char === '\u0003') return finish(new Error('Cancelled.'));
          if (char === '\u007f' || char === '\b') answer = answer.slice(0, -1);
          else if (char >= ' ') answer += char;
        }
      };
      setRaw(true);
      input.resume();
      input.on('data', onData);
    });
  }

  return { ask: (question, options) => (options?.hidden ? hidden(question) : visible(question)) };
}
