import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render';
import { configWithEntities } from '../../../testing/entities-test-config';

const csv = (text: string, name = 'names.csv') => new File([text], name, { type: 'text/csv' });

async function openDialog() {
  const user = userEvent.setup();
  renderApp('/au/sign-in', { config: configWithEntities({ vehicle: { one: '/v1/vehicles/{id}' } }) });
  await user.click(screen.getByRole('button', { name: 'Names for ids' }));
  const dialog = await screen.findByRole('dialog', { name: 'Names for ids in Australia' });
  return { user, dialog: within(dialog) };
}

describe('the names dialog', () => {
  it('imports a CSV, counts what it took by kind, and names each skipped line', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByText(/Australia's API gives names for vehicles\./)).toBeInTheDocument();
    expect(dialog.getByText('No names imported for Australia.')).toBeInTheDocument();
    await user.upload(
      dialog.getByLabelText('CSV file of names'),
      csv(
        'kind,id,name,secondary\nvehicle,1,Ute 1,AB-12-CD\nvehicle,2,Van 2\ndevice,9,Tablet\ntruck,3,Big\nvehicle,x,Bad\n',
      ),
    );
    await dialog.findByText('Imported 3 names from names.csv');
    const result = dialog.getByRole('status');
    expect(result).toHaveTextContent('2 vehicles, 1 device (3 new). 2 lines skipped:');
    const skipped = within(dialog.getByRole('list', { name: 'Lines skipped' }));
    expect(skipped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 5: "truck" is not a kind; use vehicle, device, company, trip, fleet',
      'Line 6: the id "x" is not a whole number',
    ]);
    const table = within(dialog.getByRole('table', { name: 'Imported names' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'KindNames',
      'Vehicles2Remove',
      'Devices1Remove',
    ]);
    expect(JSON.parse(localStorage.getItem('fleet-events.entity-names.au') ?? '{}')).toMatchObject({
      names: {
        vehicle: [
          [1, 'Ute 1', 'AB-12-CD'],
          [2, 'Van 2'],
        ],
        device: [[9, 'Tablet']],
      },
    });
  });

  it('says nothing was imported from a file without a single name', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(dialog.getByLabelText('CSV file of names'), csv('hello\nworld', 'notes.txt'));
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported from notes.txt');
    expect(alert).toHaveTextContent('Line 1: expected kind,id,name');
    expect(localStorage.getItem('fleet-events.entity-names.au')).toBeNull();
  });

  it('removes one kind, then everything, for this region only', async () => {
    localStorage.setItem(
      'fleet-events.entity-names.au',
      JSON.stringify({
        version: 1,
        updatedAt: '2026-01-01',
        names: { vehicle: [[1, 'Ute 1']], trip: [[7, 'Run']] },
      }),
    );
    localStorage.setItem(
      'fleet-events.entity-names.nz',
      JSON.stringify({ version: 1, updatedAt: '2026-01-01', names: { vehicle: [[1, 'Kiwi ute']] } }),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Remove imported vehicle names' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Imported vehicle names removed.');
    expect(dialog.getAllByRole('row').map((row) => row.textContent)).toEqual(['KindNames', 'Trips1Remove']);
    await user.click(dialog.getByRole('button', { name: 'Remove all imported names' }));
    expect(dialog.getByText('No names imported for Australia.')).toBeInTheDocument();
    expect(localStorage.getItem('fleet-events.entity-names.au')).toBeNull();
    expect(localStorage.getItem('fleet-events.entity-names.nz')).not.toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Names for ids' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
