import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The stage rule in eslint.config.js, run as `npm run lint` runs it, on imports a change might add. The files
// linted here do not exist, so no TypeScript program holds them: the rules that need types are left out.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function problemsOf(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole config (TypeScript's parser included): a busy machine takes its time.
describe('import stages', { timeout: 120_000 }, () => {
  it('refuses an import that goes up a stage', async () => {
    const problems = await problemsOf(
      'src/features/event-data/store/new-file.ts',
      "import { value } from '../../event-rows';",
    );
    expect(problems).toEqual([expect.stringMatching(/event-data may import only features of a lower stage/)]);
  });

  it('refuses a view importing another view of its stage', async () => {
    const problems = await problemsOf(
      'src/features/histogram/new-file.ts',
      "import { value } from '../events-table';",
    );
    expect(problems).toEqual([expect.stringMatching(/histogram may import only features of a lower stage/)]);
  });

  it('lets a stage import the stages below it, and its own folders', async () => {
    expect(
      await problemsOf(
        'src/features/events-table/a/new-file.ts',
        "import { value } from '../../event-rows';",
      ),
    ).toEqual([]);
    expect(
      await problemsOf('src/features/event-data/store/new-file.ts', "import { value } from '../reader/x';"),
    ).toEqual([]);
  });

  it('refuses reaching into another feature past its index', async () => {
    const problems = await problemsOf(
      'src/features/events-page/new-file.ts',
      "import { value } from '../event-rows/columns';",
    );
    expect(problems).toEqual([expect.stringMatching(/only through its index\.ts/)]);
  });
});
