import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildApiUrl, getJson, type QueryParams } from '../../../lib/api-client';
import { server } from '../../../testing/msw-server';
import { createTestQueryClient } from '../../../testing/render';
import type { ApiGet } from '../../auth';
import { saveLocalNames } from '../local/local-names';
import { auOf, configWithEntities } from '../../../testing/entities-test-config';
import { registryFor } from './entity-name-registry';
import { absentAfterMisses } from './entity-name-store';

const au = auOf(configWithEntities());
// Names are JSON: this get never reads bytes.
const get = ((path: string, params?: QueryParams, signal?: AbortSignal) =>
  getJson(
    { token: 'au-key', baseUrl: au.apiBaseUrl },
    buildApiUrl(au.apiBaseUrl, path, params),
    signal ? { signal } : {},
  )) as ApiGet;

const vehicle = (id: number) => ({ id, name: `Ute ${id}`, registration: `AB-${id}` });

/** Serves vehicles by list and by id, counting what was asked and how many requests ran at once. */
function serveVehicles({ fail = () => false }: { fail?: (ids: number[]) => boolean } = {}) {
  const asked: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const answer = async (ids: number[], body: () => JsonBodyType) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await delay(20);
    running -= 1;
    if (fail(ids)) return HttpResponse.json({ message: 'names are down' }, { status: 503 });
    return HttpResponse.json(body());
  };
  server.use(
    http.get(`${au.apiBaseUrl}/v1/vehicles`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
      asked.push(`list ${ids.join(',')}`);
      return answer(ids, () => ids.filter((id) => id < 1000).map(vehicle));
    }),
    http.get(`${au.apiBaseUrl}/v1/vehicles/:id`, ({ params }) => {
      const id = Number(params.id);
      asked.push(`one ${id}`);
      if (id >= 1000) return HttpResponse.json({ message: 'No vehicle' }, { status: 404 });
      return answer([id], () => vehicle(id));
    }),
  );
  return { asked, mostAtOnce: () => mostAtOnce };
}

function setup(kind: 'vehicle' | 'device' = 'vehicle') {
  const queryClient = createTestQueryClient();
  const registry = registryFor(queryClient);
  const store = registry.store(au, 'key-1', kind);
  store.setGet(get);
  // A ceiling, not a wait: on a machine busy with other work, answers took longer than waitFor's 1 s.
  const settle = (ids: number[]) =>
    vi.waitFor(() => expect(store.settled(ids)).toBe(true), { timeout: 15_000 });
  return { queryClient, registry, store, settle };
}

describe('resolving names in batches', () => {
  it('sends the ids asked for in one tick in batches of the configured size, two requests at a time', async () => {
    const served = serveVehicles();
    const { store, settle } = setup();
    store.request([1, 2, 3, 4]);
    store.request(new Float64Array([4, 5, 6, 7, 8])); // typed arrays too; 4 is asked once
    expect(store.countOf([1, 2, 3, 4, 5, 6, 7, 8])).toEqual({ pending: 8, failed: 0 });
    await settle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(served.asked).toEqual(['list 1,2,3', 'list 4,5,6', 'list 7,8']);
    expect(served.mostAtOnce()).toBe(2);
    expect(store.getSnapshot().names.get(7)).toEqual({ name: 'Ute 7', secondary: 'AB-7', source: 'api' });
  });

  it('never asks twice for an id it knows or is asking for, and asks one id by its own URL', async () => {
    const served = serveVehicles();
    const { store, settle } = setup();
    store.request([1, 2]);
    store.request([2, 1]);
    await settle([1, 2]);
    store.request([1, 2, 3, 1000]);
    await settle([1, 2, 3, 1000]);
    expect(served.asked).toEqual(['list 1,2', 'list 3,1000']);
    store.request([1001]);
    await settle([1001]);
    expect(served.asked.at(-1)).toBe('one 1001');
    // Unknown to the API (left out of a list, or 404): answered, without a name.
    expect(store.countOf([1000, 1001])).toEqual({ pending: 0, failed: 0 });
    expect(store.getSnapshot().names.has(1000)).toBe(false);
  });

  it('merges each batch into a new map and leaves the maps already handed out as they were', async () => {
    serveVehicles();
    const { store, settle } = setup();
    const before = store.getSnapshot().names;
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().names.size));
    store.request([1, 2, 3, 4, 5, 6, 7]);
    await settle([1, 2, 3, 4, 5, 6, 7]);
    expect(before.size).toBe(0);
    expect(seen.at(-1)).toBe(7);
    expect(seen.every((size, i) => i === 0 || size >= (seen[i - 1] ?? 0))).toBe(true);
  });

  it('with only a one-entity URL, asks id by id', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${au.apiBaseUrl}/v1/devices/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ id: Number(params.id), serial: `SN${String(params.id)}` });
      }),
    );
    const { store, settle } = setup('device');
    store.request([10, 11, 12]);
    await settle([10, 11, 12]);
    expect(asked.sort()).toEqual(['10', '11', '12']);
    expect(store.getSnapshot().names.get(11)).toEqual({ name: 'SN11', source: 'api' });
  });

  it('with only a one-entity URL that answers 404 for every id, takes the kind as absent and stops asking', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${au.apiBaseUrl}/v1/devices/:id`, ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    const { store, settle } = setup('device');
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    store.request(ids);
    await settle(ids);
    expect(store.absent).toBe(true);
    expect(asked.length).toBeLessThanOrEqual(absentAfterMisses + 1);
    expect(store.getSnapshot().error).toBeNull();
  });

  it('with a one-entity URL that named one id, never takes the kind as absent for the 404s after it', async () => {
    server.use(
      http.get(`${au.apiBaseUrl}/v1/devices/:id`, ({ params }) =>
        params.id === '1'
          ? HttpResponse.json({ id: 1, serial: 'SN1' })
          : HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const { store, settle } = setup('device');
    store.request([1]);
    await settle([1]);
    const ids = Array.from({ length: 30 }, (_, i) => i + 2);
    store.request(ids);
    await settle(ids);
    expect(store.absent).toBe(false);
  });
});

describe('failures', () => {
  it('leave the ids unnamed, are reported once with the reason, and are asked again only on retry', async () => {
    let down = true;
    const served = serveVehicles({ fail: (ids) => down && ids.some((id) => id <= 4) });
    const { store, registry, settle } = setup();
    store.request([1, 2, 3, 4]);
    await settle([1, 2, 3, 4]);
    expect(store.countOf([1, 2, 3, 4])).toEqual({ pending: 0, failed: 4 });
    expect(registry.failures('au', 'key-1')).toEqual([
      { kind: 'vehicle', ids: 4, error: expect.objectContaining({ message: 'names are down' }) },
    ]);
    // Asked again beside a new id in the same tick: had the failed ids been asked again, they would be in
    // the new id's request, which has been answered once the new id is settled.
    store.request([1, 2, 3, 4]);
    store.request([5]);
    await settle([5]);
    expect(served.asked.slice(2)).toEqual(['one 5']);
    down = false;
    registry.retryFailed('au', 'key-1');
    await vi.waitFor(() => expect(store.getSnapshot().names.size).toBe(5), { timeout: 15_000 });
    expect(registry.failures('au', 'key-1')).toEqual([]);
    expect(store.getSnapshot().error).toBeNull();
  });
});

describe('counting what is pending', () => {
  it('keeps the count of a list asked about again right through answers, failures and a retry', async () => {
    let down = true;
    serveVehicles({ fail: (ids) => down && ids.some((id) => id >= 4) });
    const { store, registry, settle } = setup();
    // The page's list: the same array asked about after every notice, with an id twice and one invalid.
    const list = [1, 2, 3, 4, 5, 6, 7, 2, -1];
    const counts: string[] = [];
    store.subscribe(() => {
      const kept = store.countOf(list);
      expect(kept).toEqual(store.countOf([...list]));
      counts.push(`${kept.pending}/${kept.failed}`);
    });
    expect(store.countOf(list)).toEqual({ pending: 7, failed: 0 });
    store.request(list);
    await settle(list);
    expect(store.countOf(list)).toEqual({ pending: 0, failed: 4 });
    down = false;
    registry.retryFailed('au', 'key-1');
    expect(store.countOf(list)).toEqual({ pending: 4, failed: 0 });
    await settle(list);
    expect(store.countOf(list)).toEqual({ pending: 0, failed: 0 });
    expect(counts.at(-1)).toBe('0/0');
  });
});

describe('handing names out', () => {
  it('hands a big map out less often while names are on their way, and the last ones at once', async () => {
    // The clock moves only when the test says: under load, real time between two answers is anything.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const gates = new Map<string, () => void>();
      server.use(
        http.get(`${au.apiBaseUrl}/v1/vehicles`, async ({ request }) => {
          const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',');
          await new Promise<void>((resolve) => gates.set(ids.join(','), resolve));
          return HttpResponse.json(ids.map(Number).map(vehicle));
        }),
      );
      // 50,000 names known: a notice every 500 ms while more are asked for.
      saveLocalNames(
        'au',
        Array.from({ length: 50_000 }, (_, i) => ({
          kind: 'vehicle' as const,
          id: 10_000 + i,
          name: `Old ${i}`,
        })),
      );
      const { store } = setup();
      const named = (id: number) => store.getSnapshot().names.get(id)?.name;
      // Lets the requests and their answers run, without moving the clock.
      const until = async (done: () => boolean) => {
        for (let turn = 0; turn < 1000 && !done(); turn++)
          await new Promise<void>((resolve) => setImmediate(resolve));
        expect(done()).toBe(true);
      };
      const answered = () => store.countOf([1, 2, 3, 4, 5, 6, 7, 8, 9]).pending;
      store.request([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const open = async (ids: string) => {
        const before = answered();
        await until(() => gates.has(ids));
        gates.get(ids)?.();
        await until(() => answered() < before);
      };
      await open('1,2,3');
      await vi.advanceTimersByTimeAsync(0);
      expect(named(1)).toBe('Ute 1');
      await open('4,5,6');
      await vi.advanceTimersByTimeAsync(499);
      expect(named(4)).toBeUndefined();
      await open('7,8,9');
      await vi.advanceTimersByTimeAsync(0);
      expect(named(9)).toBe('Ute 9');
      expect(named(4)).toBe('Ute 4');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('imported names and sign-out', () => {
  it('shows imported names at once; the API’s replace them, and one the API lacks stays', async () => {
    serveVehicles();
    saveLocalNames('au', [
      { kind: 'vehicle', id: 1, name: 'My ute' },
      { kind: 'vehicle', id: 1000, name: 'Sold ute' },
    ]);
    const { store, settle } = setup();
    expect(store.getSnapshot().names.get(1)).toEqual({ name: 'My ute', source: 'local' });
    store.request([1, 1000]);
    await settle([1, 1000]);
    expect(store.getSnapshot().names.get(1)?.name).toBe('Ute 1');
    expect(store.getSnapshot().names.get(1000)).toEqual({ name: 'Sold ute', source: 'local' });
  });

  it('picks up names imported while it runs', async () => {
    const { store } = setup();
    saveLocalNames('au', [{ kind: 'vehicle', id: 5, name: 'Imported later' }]);
    await vi.waitFor(() => expect(store.getSnapshot().names.get(5)?.name).toBe('Imported later'), {
      timeout: 15_000,
    });
  });

  it('forgets the API’s names when the region’s cache is removed (sign-out)', async () => {
    serveVehicles();
    const { store, queryClient, settle } = setup();
    store.request([1, 2]);
    await settle([1, 2]);
    expect(store.getSnapshot().names.size).toBe(2);
    const list = [1, 2];
    expect(store.countOf(list)).toEqual({ pending: 0, failed: 0 });
    queryClient.removeQueries({ queryKey: ['region', 'au'] });
    await vi.waitFor(() => expect(store.getSnapshot().names.size).toBe(0), { timeout: 15_000 });
    expect(store.countOf(list)).toEqual({ pending: 2, failed: 0 });
  });
});
