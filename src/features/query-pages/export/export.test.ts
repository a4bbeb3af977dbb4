import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { columnById, type EventColumn, noRowNames, type RowNames } from '../../event-rows';
import { eventsToCsv, eventsToJson } from './export';
import { storeFromEvents } from '../../event-data';

const columns = ['time', 'type', 'location', 'odometer', 'attributes'].map((id) =>
  columnById(id),
) as EventColumn[];
const store = storeFromEvents([
  {
    id: 1,
    type: 'ignition',
    timeAt: Date.parse('2024-10-31T17:07:12Z'),
    location: '12 "George" St, Sydney',
    attributes: { seq: '1' },
  },
  { id: 2, type: 'driver', timeAt: Date.parse('2024-11-01T00:00:00Z'), odometer: 12.5, location: '=SUM(A1)' },
]);
const rows = Uint32Array.from([...store.rows].reverse());
const text = async (blob: Promise<Blob>) => (await blob).text();

describe('eventsToCsv', () => {
  it('writes the shown columns, times in the zone, quoting what needs it', async () => {
    const csv = await text(eventsToCsv(store, rows, columns, 'Australia/Sydney'));
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['Time (Australia/Sydney)', 'Type', 'Location', 'Odometer', 'Attributes']);
    expect(parsed[1]).toEqual(['2024-11-01 04:07:12', 'ignition', '12 "George" St, Sydney', '', 'seq=1']);
    expect(parsed[2]).toEqual(['2024-11-01 11:00:00', 'driver', "'=SUM(A1)", '12.5', '']);
  });

  it('defuses formulas in text but leaves negative numbers alone', async () => {
    const southern = storeFromEvents([
      {
        id: 3,
        type: 'ignition',
        timeAt: 0,
        location: '-1+1',
        origin: '@cmd',
        GPS: { valid: true, Lat: -33.86, Lng: 151.2 },
      },
    ]);
    const csv = await text(
      eventsToCsv(
        southern,
        southern.rows,
        ['location', 'origin', 'lat'].map(columnById) as EventColumn[],
        'UTC',
      ),
    );
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(["'-1+1", "'@cmd", '-33.86']);
  });

  it('defuses a formula that goes on over more than one line', async () => {
    const multiLine = storeFromEvents([
      { id: 4, type: 'ignition', timeAt: 0, location: '=HYPERLINK("http://x")\nmore', origin: '\r\n=1+1' },
    ]);
    const shown = ['location', 'origin'].map(columnById) as EventColumn[];
    const csv = await text(eventsToCsv(multiLine, multiLine.rows, shown, 'UTC'));
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['\'=HYPERLINK("http://x")\nmore', "'\r\n=1+1"]);
  });

  it.each(['=', '+', '-', '@', '\t', '\r', '\n', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])(
    'defuses a cell led by %j, full-width forms included (spreadsheets read those as formulas too)',
    async (lead) => {
      const led = storeFromEvents([{ id: 5, type: 'ignition', timeAt: 0, location: `${lead}1+1` }]);
      const csv = await text(eventsToCsv(led, led.rows, [columnById('location')] as EventColumn[], 'UTC'));
      expect(Papa.parse<string[]>(csv).data[1]).toEqual([`'${lead}1+1`]);
    },
  );

  it('writes an unreadable field as it was sent, in CSV and JSON', async () => {
    const odd = storeFromEvents([{ id: 9, type: 'ignition', timeAt: 0, odometer: 'n/a', seen: true }]);
    const csv = await text(eventsToCsv(odd, odd.rows, [columnById('odometer')] as EventColumn[], 'UTC'));
    expect(Papa.parse<string[]>(csv).data[1]).toEqual(['"n/a"']);
    expect(JSON.parse(await text(eventsToJson(odd, odd.rows)))).toEqual([
      { id: 9, type: 'ignition', timeAt: 0, odometer: 'n/a', seen: true },
    ]);
  });

  it('writes each entity column as its id and, beside it, its name', async () => {
    const fleet = storeFromEvents([
      { id: 1, type: 'ignition', timeAt: 0, vehicleId: 12, tripId: 5, deviceId: 3 },
      { id: 2, type: 'ignition', timeAt: 1, vehicleId: 13, tripId: 5 },
    ]);
    const names: RowNames = {
      ...noRowNames,
      vehicle: new Map([[12, { name: '=Ute 12', secondary: 'AB-12-CD', source: 'api' }]]),
      trip: new Map([[5, { name: 'Trip 2', source: 'local' }]]),
    };
    // The vehicle by name and by id is one pair of columns; a device not shown is not written.
    const shown = ['vehicle', 'type', 'vehicleId', 'tripId'].map(columnById) as EventColumn[];
    const csv = await text(eventsToCsv(fleet, Uint32Array.from([0, 1]), shown, 'UTC', names));
    expect(Papa.parse<string[]>(csv).data.slice(0, 3)).toEqual([
      ['Vehicle id', 'Vehicle name', 'Type', 'Trip id', 'Trip name'],
      ['13', '', 'ignition', '5', 'Trip 2'],
      ['12', "'=Ute 12", 'ignition', '5', 'Trip 2'],
    ]);
    const json = JSON.parse(await text(eventsToJson(fleet, Uint32Array.from([0, 1]), names))) as unknown[];
    expect(json).toEqual([
      { id: 2, type: 'ignition', timeAt: 1, vehicleId: 13, tripId: 5, names: { trip: { name: 'Trip 2' } } },
      {
        id: 1,
        type: 'ignition',
        timeAt: 0,
        vehicleId: 12,
        tripId: 5,
        deviceId: 3,
        names: { vehicle: { name: '=Ute 12', secondary: 'AB-12-CD' }, trip: { name: 'Trip 2' } },
      },
    ]);
  });
});

describe('an export of many rows', () => {
  const many = storeFromEvents(
    Array.from({ length: 1234 }, (_, i) => ({
      id: i + 1,
      type: i % 3 ? 'ignition' : 'driver',
      timeAt: Date.parse('2024-11-01T00:00:00Z') + i * 60_000,
      location: i % 7 ? `Stop ${i}` : `=${i}, "quoted"`,
      attributes: { seq: String(i) },
    })),
  );

  it('writes in steps the same file as one pass would', async () => {
    const shown = ['time', 'type', 'location', 'attributes'].map(columnById) as EventColumn[];
    const progress: number[] = [];
    const csv = await text(
      eventsToCsv(many, many.rows, shown, 'UTC', noRowNames, {
        sliceMs: 0,
        onProgress: (done) => progress.push(done),
      }),
    );
    const whole = Papa.unparse(
      {
        fields: ['Time (UTC)', 'Type', 'Location', 'Attributes'],
        data: Array.from(many.rows, (g) => {
          const event = many.event(g);
          return [
            new Date(event.timeAt).toISOString().replace('T', ' ').slice(0, 19),
            event.type,
            event.location,
            `seq=${Number(event.id) - 1}`,
          ];
        }),
      },
      { escapeFormulae: true },
    );
    expect(csv).toBe(whole);
    expect(progress).toEqual([...Array.from({ length: 12 }, (_, i) => (i + 1) * 100), 1234]);
  });

  it('writes JSON as JSON.stringify would, and an empty list as []', async () => {
    const json = await text(eventsToJson(many, many.rows, noRowNames, { sliceMs: 0 }));
    expect(json).toBe(JSON.stringify(JSON.parse(json), null, 2));
    expect((JSON.parse(json) as unknown[]).length).toBe(1234);
    expect(await text(eventsToJson(many, new Uint32Array(0)))).toBe('[]');
    expect(
      await text(eventsToCsv(many, new Uint32Array(0), [columnById('type')] as EventColumn[], 'UTC')),
    ).toBe('Type');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const json = eventsToJson(many, many.rows, noRowNames, {
      sliceMs: 0,
      signal: controller.signal,
      onProgress: () => controller.abort(new DOMException('Cancelled', 'AbortError')),
    });
    await expect(json).rejects.toThrow('Cancelled');
  });
});
