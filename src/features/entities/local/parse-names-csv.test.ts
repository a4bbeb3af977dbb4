import { describe, expect, it } from 'vitest';
import { parseNamesCsv } from './parse-names-csv';

describe('reading a CSV of names', () => {
  it('reads kind,id,name[,secondary] without a header', async () => {
    const parsed = await parseNamesCsv(
      'vehicle,40010024,Ute 12,ABC-123\nDevices,140010024,"Dana’s tablet, spare"\n',
    );
    expect(parsed).toEqual({
      rows: [
        { kind: 'vehicle', id: 40010024, name: 'Ute 12', secondary: 'ABC-123' },
        { kind: 'device', id: 140010024, name: 'Dana’s tablet, spare' },
      ],
      problems: [],
      duplicates: 0,
      header: false,
    });
  });

  it('takes columns by a header in any order, a byte order mark and semicolons', async () => {
    const parsed = await parseNamesCsv(
      '\uFEFFName;Registration;ID;Kind\r\nUte 12;ABC-123;40010024;vehicle\r\n',
    );
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([{ kind: 'vehicle', id: 40010024, name: 'Ute 12', secondary: 'ABC-123' }]);
  });

  it('names every bad line by its line number in the file and keeps the good ones', async () => {
    const text = [
      'kind,id,name',
      '',
      'vehicle,1,"Ute',
      'one"',
      'truck,2,Big one',
      'vehicle,abc,Van',
      'vehicle,3',
      'vehicle,4,   ',
      `fleet,5,${'x'.repeat(201)}`,
      'company,4001,Outback Haulage',
      'vehicle,1,Ute 1 renamed',
    ].join('\n');
    const parsed = await parseNamesCsv(text);
    expect(parsed.problems).toEqual([
      { line: 5, message: '"truck" is not a kind; use vehicle, device, company, trip, fleet' },
      { line: 6, message: 'the id "abc" is not a whole number' },
      { line: 7, message: 'expected kind,id,name (and optionally secondary text); found 2 columns' },
      { line: 8, message: 'the name is empty' },
      { line: 9, message: 'the name is longer than 200 characters' },
    ]);
    expect(parsed.rows).toEqual([
      { kind: 'company', id: 4001, name: 'Outback Haulage' },
      { kind: 'vehicle', id: 1, name: 'Ute 1 renamed' },
    ]);
    expect(parsed.duplicates).toBe(1);
  });

  it('reports a broken quote as a problem of its line', async () => {
    const parsed = await parseNamesCsv('vehicle,1,Ute 1\nvehicle,2,"Van');
    expect(parsed.rows).toEqual([{ kind: 'vehicle', id: 1, name: 'Ute 1' }]);
    expect(parsed.problems).toEqual([{ line: 2, message: expect.stringMatching(/quote/i) }]);
  });

  it('finds nothing in a file that is not a names list', async () => {
    const parsed = await parseNamesCsv('just some text\nand more');
    expect(parsed.rows).toEqual([]);
    // Not "unable to detect the delimiter": what is wrong with the line, for a person.
    expect(parsed.problems).toEqual([
      { line: 1, message: 'expected kind,id,name (and optionally secondary text); found 1 column' },
      { line: 2, message: 'expected kind,id,name (and optionally secondary text); found 1 column' },
    ]);
  });
});
