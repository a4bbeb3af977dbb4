import { storedPreference } from '../../../lib/use-url-or-stored';

// A preference (it holds no data): whether the lookup searches every region signed in to.
const preference = storedPreference<boolean>(
  'fee.lookup.allRegions',
  (text) => text === '1',
  (all) => (all ? '1' : '0'),
);

/** The remembered "All my regions" box; unchecked when storage is blocked. */
export function rememberedAllRegions(): boolean {
  try {
    return preference.read();
  } catch {
    return false;
  }
}

export function rememberAllRegions(all: boolean): void {
  try {
    preference.write(all);
  } catch {
    // Storage blocked (a privacy setting): the box works, it is just not remembered.
  }
}
