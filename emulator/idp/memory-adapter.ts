import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Stored {
  payload: AdapterPayload;
  expiresAt: number | null;
}

/**
 * oidc-provider's storage, in memory: the emulator forgets sessions and tokens when it stops, which is
 * what a local stand-in should do. One store per provider, so regions share nothing.
 */
export function memoryAdapterFactory() {
  const store = new Map<string, Stored>();
  const grants = new Map<string, Set<string>>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt < Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    private key(id: string) {
      return `${this.model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      store.set(key, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null });
      if (payload.grantId) {
        const keys = grants.get(payload.grantId) ?? new Set<string>();
        keys.add(key);
        grants.set(payload.grantId, keys);
      }
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id));
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [key, entry] of store) {
        if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return live(key);
      }
      return undefined;
    }
    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      for (const [key, entry] of store) {
        if (key.startsWith(`${this.model}:`) && entry.payload.userCode === userCode) return live(key);
      }
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const entry = store.get(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of grants.get(grantId) ?? []) store.delete(key);
      grants.delete(grantId);
    }
  };
}
