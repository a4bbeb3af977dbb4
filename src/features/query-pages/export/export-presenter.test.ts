import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnById, type EventColumn, noRowNames } from '../../event-rows';
import { storeFromEvents } from '../../event-data';
import { setPresenterMode, setMaskingRegion } from '../../presenter';
import { eventsToCsv, eventsToJson } from './export';

const columns = ['type', 'vehicle', 'location', 'attributes'].map((id) => columnById(id)) as EventColumn[];
const store = storeFromEvents([
  {
    id: 1,
    type: 'ignition',
    timeAt: 0,
    vehicleId: 40010024,
    location: '112 Parramatta Rd, Strathfield NSW',
    attributes: { status: 'OK', note: 'Gate code for Dana Whitlock' },
    driverNote: 'Dana Whitlock',
  },
]);
const text = async (blob: Promise<Blob>) => (await blob).text();
const note =
  'Presenter mode: names are pseudonyms, addresses are cut to their suburb and values that could name a customer are hidden; this is not what the API sent.';

describe('exports in presenter mode', () => {
  it('CSV: a first line says so; ids are pseudonyms, the location its suburb, unsafe values hidden', async () => {
    setMaskingRegion('au', ['status']);
    setPresenterMode(true);
    const csv = await text(eventsToCsv(store, store.rows, columns, 'UTC'));
    expect(csv.split('\r\n')[0]).toBe(`# ${note}`);
    const [header, row] = Papa.parse<string[]>(csv.slice(csv.indexOf('\r\n') + 2)).data;
    expect(header).toEqual(['Type', 'Vehicle id', 'Vehicle name', 'Location', 'Attributes']);
    expect(row).toEqual(['ignition', 'Vehicle 1', '', 'Strathfield NSW', 'status=OK; note=hidden']);
    expect(csv).not.toMatch(/40010024|Parramatta|Dana/);
  });

  it('JSON: the events under a note, each masked as the detail page shows it', async () => {
    setMaskingRegion('au', ['status']);
    setPresenterMode(true);
    const json = JSON.parse(await text(eventsToJson(store, store.rows, noRowNames))) as {
      note: string;
      events: Record<string, unknown>[];
    };
    expect(json.note).toBe(note);
    expect(json.events[0]).toMatchObject({
      vehicleId: 'Vehicle 1',
      location: 'Strathfield NSW',
      attributes: { status: 'OK', note: 'hidden' },
      driverNote: 'hidden',
    });
  });

  it('off: the file is as the API sent it', async () => {
    const json = JSON.parse(await text(eventsToJson(store, store.rows, noRowNames))) as unknown[];
    expect(json[0]).toMatchObject({ vehicleId: 40010024, location: '112 Parramatta Rd, Strathfield NSW' });
  });
});
