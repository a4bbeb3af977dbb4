import { createHmac } from 'node:crypto';
import { regions, type EmulatedRegion } from '../region-list.ts';
import type { EmulatedUser } from '../users.ts';

export type KeyKind = 'USER' | 'COMPANY' | 'INTEGRATION';

export interface KeyOwner {
  kind: KeyKind;
  regionId: string;
  companyId: number;
  /** The zone bare dates are read in: the user's, or the company's for company and integration keys. */
  zone: string;
  username?: string;
}

/**
 * Deterministic keys per region, seed and "epoch": revoking (a test control) moves the epoch, so every
 * key issued before stops working and new ones are issued.
 */
export function createKeyRegistry(seed: string) {
  let epoch = 0;
  const make = (regionId: string, kind: string, name: string) =>
    `${regionId}-${kind}-${createHmac('sha256', `${seed}:${epoch}`).update(`${regionId}:${kind}:${name}`).digest('hex').slice(0, 32)}`;

  return {
    userKey: (region: EmulatedRegion, user: EmulatedUser) => make(region.id, 'user', user.username),
    companyKey: (region: EmulatedRegion) => make(region.id, 'company', String(region.companyId)),
    integrationKey: (region: EmulatedRegion) => make(region.id, 'integration', String(region.companyId)),
    /** Who a key belongs to in this region, or null: unknown keys and other regions' keys both fail. */
    owner(region: EmulatedRegion, users: readonly EmulatedUser[], key: string): KeyOwner | null {
      const base = { regionId: region.id, companyId: region.companyId, zone: region.zone };
      if (key === make(region.id, 'company', String(region.companyId))) return { ...base, kind: 'COMPANY' };
      if (key === make(region.id, 'integration', String(region.companyId)))
        return { ...base, kind: 'INTEGRATION' };
      const user = users.find((u) => key === make(region.id, 'user', u.username));
      return user ? { ...base, kind: 'USER', zone: user.timeZone, username: user.username } : null;
    },
    /** The company and integration keys of every region, as they are now. */
    all(): Record<string, { company: string; integration: string }> {
      return Object.fromEntries(
        regions.map((r) => [
          r.id,
          {
            company: make(r.id, 'company', String(r.companyId)),
            integration: make(r.id, 'integration', String(r.companyId)),
          },
        ]),
      );
    },
    revokeAll(): void {
      epoch += 1;
    },
  };
}

export type KeyRegistry = ReturnType<typeof createKeyRegistry>;
