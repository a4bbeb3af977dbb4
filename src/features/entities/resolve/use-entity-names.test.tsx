import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config/schema';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { RequireSession } from '../../auth';
import { ActiveRegionProvider } from '../../regions';
import { formatEntity, type EntityName } from '../entity-name';
import { saveLocalNames } from '../local/local-names';
import { auOf, configWithEntities } from '../../../testing/entities-test-config';
import { EntityNamesNotice } from './entity-names-notice';
import { useEntityNames, useResolveEntityNames } from './use-entity-names';

function renderInAu(ui: ReactNode, config: AppConfig = configWithEntities()) {
  storeApiKeySession('au');
  return renderApp('/au/names', {
    config,
    routes: [
      {
        path: '/:region/names',
        element: (
          <ActiveRegionProvider region={auOf(config)}>
            <RequireSession>{ui}</RequireSession>
          </ActiveRegionProvider>
        ),
      },
    ],
  });
}

const maps: ReadonlyMap<number, EntityName>[] = [];

function VehicleList({ ids, label }: { ids: readonly number[]; label: string }) {
  const { names, status, pending, failed } = useEntityNames('vehicle', ids);
  maps.push(names);
  return (
    <section aria-label={label}>
      <p>
        {status}: {pending} pending, {failed} failed
      </p>
      <ul>
        {ids.map((id) => (
          <li key={id}>{formatEntity(id, names.get(id), { secondary: true })}</li>
        ))}
      </ul>
    </section>
  );
}

function Rerenderable({ ids }: { ids: readonly number[] }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setCount(count + 1)}>Render again ({count})</button>
      <VehicleList ids={ids} label="Vehicles" />
    </>
  );
}

const ids = [1, 2, 3, 4, 5, 6, 7];
const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useEntityNames', () => {
  it('shows the ids at once and each batch’s names as it arrives, in one stable map', async () => {
    let releaseSecond = () => {};
    const secondBatch = new Promise<void>((resolve) => (releaseSecond = resolve));
    server.use(
      http.get('https://api.example.test/au/v1/vehicles', async ({ request }) => {
        const asked = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        if (asked.includes(4)) await secondBatch;
        return HttpResponse.json(asked.map((id) => ({ id, name: `Ute ${id}`, registration: `R${id}` })));
      }),
      // The batch left with one id (7) is asked by the one-entity URL.
      http.get('https://api.example.test/au/v1/vehicles/:id', ({ params }) =>
        HttpResponse.json({
          id: Number(params.id),
          name: `Ute ${String(params.id)}`,
          registration: `R${String(params.id)}`,
        }),
      ),
    );
    renderInAu(<Rerenderable ids={ids} />);
    expect(items()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByText('loading: 7 pending, 0 failed')).toBeInTheDocument();
    await screen.findByText('Ute 1 · R1 (1)');
    expect(items().slice(0, 4)).toEqual(['Ute 1 · R1 (1)', 'Ute 2 · R2 (2)', 'Ute 3 · R3 (3)', '4']);
    releaseSecond();
    await screen.findByText('ready: 0 pending, 0 failed');
    expect(items()).toEqual(ids.map((id) => `Ute ${id} · R${id} (${id})`));
    const settled = maps.at(-1);
    await userEvent.click(screen.getByRole('button', { name: /Render again/ }));
    expect(maps.at(-1)).toBe(settled);
  });

  it('leaves the ids when names fail, says so once for the page, and retries on request', async () => {
    let down = true;
    server.use(
      http.get('https://api.example.test/au/v1/vehicles', ({ request }) => {
        if (down) return HttpResponse.json({ message: 'names are down' }, { status: 503 });
        const asked = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        return HttpResponse.json(asked.map((id) => ({ id, name: `Ute ${id}` })));
      }),
    );
    renderInAu(
      <>
        <EntityNamesNotice />
        <VehicleList ids={[1, 2, 3]} label="First" />
        <VehicleList ids={[2, 3, 4, 5]} label="Second" />
      </>,
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Names could not be loaded');
    expect(notice).toHaveTextContent('Some vehicles are shown by their ids. names are down');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(items()).toEqual(['1', '2', '3', '2', '3', '4', '5']);
    expect(screen.getByText('failed: 0 pending, 4 failed')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(items()).toEqual([
        'Ute 1 (1)',
        'Ute 2 (2)',
        'Ute 3 (3)',
        'Ute 2 (2)',
        'Ute 3 (3)',
        'Ute 4 (4)',
        'Ute 5 (5)',
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('without an endpoint shows the imported names and asks the API nothing', async () => {
    saveLocalNames('au', [{ kind: 'vehicle', id: 2, name: 'Imported ute', secondary: 'IMP-2' }]);
    renderInAu(<VehicleList ids={[1, 2]} label="Vehicles" />, configWithEntities({}));
    // Any request would fail the test: MSW errors on unhandled requests.
    expect(items()).toEqual(['1', 'Imported ute · IMP-2 (2)']);
    expect(screen.getByText('ready: 0 pending, 0 failed')).toBeInTheDocument();
  });

  it('resolves a whole list for an export once every name has an answer', async () => {
    server.use(
      http.get('https://api.example.test/au/v1/vehicles', ({ request }) => {
        const asked = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
        return HttpResponse.json(asked.filter((id) => id !== 6).map((id) => ({ id, name: `Ute ${id}` })));
      }),
      http.get('https://api.example.test/au/v1/vehicles/:id', ({ params }) =>
        HttpResponse.json({ id: Number(params.id), name: `Ute ${String(params.id)}` }),
      ),
    );
    function Export() {
      const resolve = useResolveEntityNames();
      const [text, setText] = useState('');
      return (
        <button
          onClick={() =>
            void resolve('vehicle', ids).then((names) =>
              setText(ids.map((id) => formatEntity(id, names.get(id))).join('; ')),
            )
          }
        >
          {text || 'Export'}
        </button>
      );
    }
    renderInAu(<Export />);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByRole('button', {
        name: 'Ute 1 (1); Ute 2 (2); Ute 3 (3); Ute 4 (4); Ute 5 (5); 6; Ute 7 (7)',
      }),
    ).toBeInTheDocument();
  });
});
