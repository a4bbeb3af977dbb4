import { describe, expect, it } from 'vitest';
import { Dictionary, EventStore, storeFromEvents } from '../event-data';
import { InternPool, readDay, type StoreDay } from '../../testing/internals';
import { attributeColumn } from '../event-url';
import { valueCodes, valueCodesInSlices } from './value-codes';

const events = () =>
  storeFromEvents([
    { id: 1, type: 'ignition', timeAt: 1000, attributes: { status: 'OK', battery: null, seq: 7 } },
    { id: 2, type: 'ignition', timeAt: 2000, attributes: { status: 'LOW', battery: '12.1' } },
    { id: 3, type: 'ignition', timeAt: 3000 },
    { id: 4, type: 'ignition', timeAt: 4000, attributes: { battery: '12.1', status: 'OK' } },
  ]);
const columns = ['type', ...['status', 'battery', 'seq', 'absent'].map(attributeColumn)];
/** Each column's value per event, as text: what the codes stand for, whatever their numbers. */
const textsOf = (store: ReturnType<typeof events>, get: (column: string) => ReturnType<typeof valueCodes>) =>
  columns.map((column) => {
    const codes = get(column);
    return [...store.rows].map((g) => (codes.codes[g] ? codes.text(codes.codes[g] as number) : null));
  });

describe('valueCodesInSlices', () => {
  it('numbers every attribute key in one pass per day as valueCodes does each on its own', async () => {
    const alone = events();
    const expected = textsOf(alone, (column) => valueCodes(alone, column));
    expect(expected[1]).toEqual(['OK', null, 'LOW', 'OK']); // newest first
    expect(expected[2]).toEqual(['12.1', null, '12.1', null]); // a JSON null is absent
    const together = events();
    let pauses = 0;
    const made = await valueCodesInSlices(together, columns, () => {
      pauses += 1;
      return Promise.resolve();
    });
    expect(textsOf(together, (column) => made.get(column) ?? valueCodes(together, column))).toEqual(expected);
    expect(pauses).toBe(together.days.length);
    // Remembered with the store: asked again, the same codes, with no pass over the days.
    expect(valueCodes(together, attributeColumn('status'))).toBe(made.get(attributeColumn('status')));
  });

  it("widens a key's codes past 255 distinct values, keeping every text", async () => {
    const store = storeFromEvents(
      Array.from({ length: 300 }, (_, i) => ({
        id: i + 1,
        type: 'ignition',
        timeAt: i * 1000,
        attributes: { n: `v${i}` },
      })),
    );
    const made = await valueCodesInSlices(store, [attributeColumn('n')], () => Promise.resolve());
    const codes = made.get(attributeColumn('n'));
    expect(codes?.size).toBe(301);
    expect(new Set([...store.rows].map((g) => codes?.text(codes.codes[g] as number))).size).toBe(300);
    expect(codes?.text(codes.codes[store.rows[0] as number] as number)).toBe('v299');
  });

  it('numbers a text met again on a later day with its first code, past 65,535 values', async () => {
    const pool = new InternPool();
    const dictionary = new Dictionary();
    const always = { from: -Infinity, to: Infinity };
    const days: StoreDay[] = [0, 1].map((d) => {
      // Day 0: 70,000 distinct texts; day 1: every tenth of them again, and one new.
      const texts = d === 0 ? Array.from({ length: 70_000 }, (_, i) => `v${i}`) : ['new'];
      if (d === 1) for (let i = 0; i < 70_000; i += 10) texts.push(`v${i}`);
      const chunk = readDay(
        texts.map((n, i) => ({
          id: d * 100_000 + i + 1,
          type: 'ping',
          timeAt: d * 1e6 + i,
          attributes: { n },
        })),
        pool,
        { timeUnit: 'ms' },
      );
      if (!chunk) throw new Error('not a list');
      dictionary.apply(pool.takeDelta());
      return { chunk, label: `day ${d}`, requested: always };
    });
    const store = new EventStore(days, dictionary, always);
    const made = await valueCodesInSlices(store, [attributeColumn('n')], () => Promise.resolve());
    const codes = made.get(attributeColumn('n'));
    if (!codes) throw new Error('no codes');
    expect(codes.size).toBe(70_002);
    const last = codes.codeOf('v1');
    expect(last).toBeGreaterThan(65_535);
    expect(codes.text(last)).toBe('v1');
    const timeAt = store.column('timeAt');
    const textsOn = (day: number) =>
      [...store.rows]
        .filter((g) => (timeAt[g] as number) >= 1e6 === (day === 1))
        .map((g) => codes.text(codes.codes[g] as number));
    expect(new Set(textsOn(1))).toEqual(
      new Set(['new', ...Array.from({ length: 7_000 }, (_, i) => `v${i * 10}`)]),
    );
    expect(textsOn(0)).toHaveLength(70_000);
    expect(codes.codeOf('never sent')).toBe(-1);
  });

  it('gives the page back within a big day, numbering it as one pass would', async () => {
    const day = () =>
      storeFromEvents(
        Array.from({ length: 40_000 }, (_, i) => ({
          id: i + 1,
          type: 'ignition',
          timeAt: i,
          attributes: { n: `v${i % 700}`, half: i % 2 ? 'odd' : 'even' },
        })),
      );
    const keys = [attributeColumn('n'), attributeColumn('half')];
    const alone = day();
    const together = day();
    expect(together.days).toHaveLength(1);
    let pauses = 0;
    const made = await valueCodesInSlices(together, keys, () => {
      pauses += 1;
      return Promise.resolve();
    });
    expect(pauses).toBeGreaterThan(1);
    for (const key of keys) {
      const [a, b] = [valueCodes(alone, key), made.get(key)];
      const texts = (codes: typeof a | undefined, store: typeof alone) =>
        [...store.rows].map((g) => codes?.text(codes.codes[g] as number));
      expect(texts(b, together)).toEqual(texts(a, alone));
    }
  });
});
