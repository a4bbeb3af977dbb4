import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKeyRegistry } from './platform/keys.ts';

describe('emulator/README.md', () => {
  it('lists the keys the default seed really gives', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    for (const [region, keys] of Object.entries(createKeyRegistry('fleet-events').all())) {
      expect(readme).toMatch(
        new RegExp(`\\| ${region} +\\| \`${keys.company}\` +\\| \`${keys.integration}\` +\\|`),
      );
    }
  });
});
