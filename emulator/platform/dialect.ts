import { regions } from '../region-list.ts';

/**
 * How a region's API writes and reads what the spec leaves open. `standard` (no switch) is the emulator's
 * long-standing behaviour; each switch is one quirk real back ends have (docs/configuration.md, "API
 * dialects").
 */
export const dialectSwitches = [
  'nulls',
  'numbers-as-text',
  'typed-attributes',
  'seconds',
  'inclusive-to',
  'dates-only',
] as const;

export type DialectSwitch = (typeof dialectSwitches)[number];
export type Dialect = ReadonlySet<DialectSwitch>;

export const dialectPresets: Record<string, readonly DialectSwitch[]> = {
  standard: [],
  strict: ['dates-only'],
  jackson: ['nulls', 'numbers-as-text', 'typed-attributes'],
  'inclusive-to': ['inclusive-to'],
  seconds: ['seconds'],
};

export const standardDialect: Dialect = new Set();

const isSwitch = (name: string): name is DialectSwitch =>
  (dialectSwitches as readonly string[]).includes(name);

/**
 * "jackson", "nulls,seconds", ["strict", "inclusive-to"]: presets and switches, combined. Empty means
 * standard. An unknown name is an error that lists the known ones.
 */
export function parseDialect(spec: string | readonly string[]): Dialect {
  const names = (typeof spec === 'string' ? spec.split(',') : spec)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const out = new Set<DialectSwitch>();
  for (const name of names) {
    const preset = dialectPresets[name];
    if (preset) preset.forEach((s) => out.add(s));
    else if (isSwitch(name)) out.add(name);
    else {
      throw new Error(
        `Unknown API dialect "${name}". Presets: ${Object.keys(dialectPresets).join(', ')}; switches: ${dialectSwitches.join(', ')}.`,
      );
    }
  }
  return out;
}

/** The switches in a stable order, for the controls' answers and the log. */
export const switchesOf = (dialect: Dialect): DialectSwitch[] =>
  dialectSwitches.filter((s) => dialect.has(s));

/** Each region's dialect: the start-up one until a test control changes it; reset restores it. */
export function createDialects(startup: Dialect) {
  let all = startup;
  const byRegion = new Map<string, Dialect>();
  return {
    of: (regionId: string): Dialect => byRegion.get(regionId) ?? all,
    /** One region, or every region when none is named. */
    set(regionId: string | undefined, dialect: Dialect): void {
      if (regionId === undefined) {
        all = dialect;
        byRegion.clear();
      } else byRegion.set(regionId, dialect);
    },
    reset(): void {
      all = startup;
      byRegion.clear();
    },
    list: (): Record<string, DialectSwitch[]> =>
      Object.fromEntries(regions.map((r) => [r.id, switchesOf(byRegion.get(r.id) ?? all)])),
  };
}

export type Dialects = ReturnType<typeof createDialects>;
