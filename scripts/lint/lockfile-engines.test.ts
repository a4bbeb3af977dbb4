import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project runs on every Node its package.json's engines names, down to the floor (docs/testing.md,
// "Which Node").
// npm installs a package whose own engines leave out the running Node with no more than a warning, and
// `npm install` on Node 24 picks such versions where a range allows them: this keeps the lockfile to what
// runs on each release line's first supported version.
interface Lockfile {
  packages: Record<string, { version?: string; engines?: Record<string, string> | string[] }>;
}
const root = new URL('../../', import.meta.url);
const read = <T>(file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;

/** The first version of each release line that a Node range admits: ^22.22.2 || ^24.15.0 → 22.22.2, 24.15.0. */
export function floors(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => {
    const lower = comparators.find((c) => c.operator === '>=' || c.operator === '');
    if (!lower) throw new Error(`No lower bound in ${range}`);
    return lower.semver.version;
  });
}

/** Each package of the lockfile whose engines.node leaves out one of `nodes`, as "name@version (range)". */
export function excluding(lockfile: Lockfile, nodes: string[]): string[] {
  return Object.entries(lockfile.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!path || !range || !entry.version) return [];
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const left = nodes.filter((node) => !semver.satisfies(node, range));
    return left.length > 0 ? [`${name}@${entry.version} (node ${range}; not ${left.join(', ')})`] : [];
  });
}

describe('the lockfile', () => {
  const nodes = floors(read<{ engines: { node: string } }>('package.json').engines.node);

  it('reads the supported Node versions off package.json', () => {
    expect(nodes).toEqual(['22.22.2', '24.15.0']);
    expect(
      read<{ devEngines: { runtime: { version: string } } }>('package.json').devEngines.runtime.version,
    ).toBe(read<{ engines: { node: string } }>('package.json').engines.node);
  });

  it('holds no package whose engines leave out a supported Node', () => {
    expect(excluding(read<Lockfile>('package-lock.json'), nodes)).toEqual([]);
  });

  it('would name one that did', () => {
    const lockfile: Lockfile = {
      packages: {
        '': { version: '0.1.0', engines: { node: '^22.22.2 || ^24.15.0' } },
        'node_modules/jsdom': { version: '31.0.1', engines: { node: '^22.22.2 || ^24.15.0 || >=26.0.0' } },
        'node_modules/a/node_modules/future': { version: '1.0.0', engines: { node: '>=22.23.0' } },
        'node_modules/later': { version: '2.0.0', engines: { node: '^24.16.0 || >=26' } },
        'node_modules/vite': { version: '8.4.1', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/@mapbox/jsonlint-lines-primitives': { version: '2.0.3', engines: { node: '>= 22' } },
      },
    };
    expect(excluding(lockfile, nodes)).toEqual([
      'future@1.0.0 (node >=22.23.0; not 22.22.2)',
      'later@2.0.0 (node ^24.16.0 || >=26; not 22.22.2, 24.15.0)',
    ]);
  });
});
