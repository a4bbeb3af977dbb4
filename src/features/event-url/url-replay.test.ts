import { describe, expect, it } from 'vitest';
import { parseReplay, replayOfVehicles, replayParam, withReplay } from './url-replay';
import { onlyOwnedBy } from './url-params';

const parse = (query: string) => parseReplay(new URLSearchParams(query));

describe('the replay in the URL', () => {
  it('reads a vehicle or a trip and the time', () => {
    expect(parse('replay=vehicle:40010024&replayAt=1763600000000')).toEqual({
      target: { kind: 'vehicle', id: 40010024 },
      at: 1763600000000,
      unreadable: null,
    });
    expect(parse('replay=trip:2046100013').target).toEqual({ kind: 'trip', id: 2046100013 });
    expect(parse('replay=trip:7').at).toBeNull();
  });

  it('reads several vehicles in their order, each once; one alone is that vehicle', () => {
    expect(parse('replay=vehicles:40010024,40010031,40010024&replayAt=5')).toEqual({
      target: { kind: 'vehicles', ids: [40010024, 40010031] },
      at: 5,
      unreadable: null,
    });
    expect(parse('replay=vehicles:7').target).toEqual({ kind: 'vehicle', id: 7 });
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1).join(',');
    expect(parse(`replay=vehicles:${twenty}`).target).toMatchObject({ kind: 'vehicles' });
  });

  it('says what it could not read instead of dropping it, and ignores a bad time', () => {
    expect(parse('replay=fleet:4')).toEqual({ target: null, at: null, unreadable: 'fleet:4' });
    expect(parse('replay=vehicle:-3').unreadable).toBe('vehicle:-3');
    expect(parse('replay=vehicle:99999999999999999').unreadable).toBe('vehicle:99999999999999999');
    expect(parse('replay=vehicles:1,x').unreadable).toBe('vehicles:1,x');
    expect(parse('replay=vehicles:').unreadable).toBe('vehicles:');
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    expect(parse(`replay=vehicles:${many}`).unreadable).toBe(`vehicles:${many}`);
    expect(parse('replay=vehicle:5&replayAt=soon').at).toBeNull();
    expect(parse('')).toEqual({ target: null, at: null, unreadable: null });
  });

  it('writes a target back as it reads it, and starting or ending one keeps the rest of the URL', () => {
    const target = { kind: 'vehicle', id: 40010024 } as const;
    expect(parse(`replay=${replayParam(target)}`).target).toEqual(target);
    const fleet = replayOfVehicles([3, 1, 3, 2]);
    expect(parse(`replay=${replayParam(fleet)}`).target).toEqual({ kind: 'vehicles', ids: [3, 1, 2] });
    const params = new URLSearchParams('types=ignition&range=last7d&replay=trip:5&replayAt=9&sel=1/x');
    expect(withReplay(params, target).toString()).toBe(
      'types=ignition&range=last7d&replay=vehicle%3A40010024&sel=1%2Fx',
    );
    expect(withReplay(params, null).toString()).toBe('types=ignition&range=last7d&sel=1%2Fx');
    expect(withReplay(params, fleet, 1200.4).get('replayAt')).toBe('1200');
  });

  it('keeps the first 20 vehicles of a longer list it is given', () => {
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(replayOfVehicles(ids)).toEqual({ kind: 'vehicles', ids: ids.slice(0, 20) });
  });

  it('is part of the view: replaying does not change what is loaded', () => {
    const params = new URLSearchParams('types=ignition&replay=vehicle:4&replayAt=10');
    expect(onlyOwnedBy(params, ['filters']).toString()).toBe('types=ignition');
  });
});
