import { describe, expect, it } from 'vitest';
import { parseReplay, replayParam, withReplay } from './url-replay';
import { withoutView } from './url-view';

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

  it('says what it could not read instead of dropping it, and ignores a bad time', () => {
    expect(parse('replay=fleet:4')).toEqual({ target: null, at: null, unreadable: 'fleet:4' });
    expect(parse('replay=vehicle:-3').unreadable).toBe('vehicle:-3');
    expect(parse('replay=vehicle:99999999999999999').unreadable).toBe('vehicle:99999999999999999');
    expect(parse('replay=vehicle:5&replayAt=soon').at).toBeNull();
    expect(parse('')).toEqual({ target: null, at: null, unreadable: null });
  });

  it('writes a target back as it reads it, and starting or ending one keeps the rest of the URL', () => {
    const target = { kind: 'vehicle', id: 40010024 } as const;
    expect(parse(`replay=${replayParam(target)}`).target).toEqual(target);
    const params = new URLSearchParams('types=ignition&range=last7d&replay=trip:5&replayAt=9&sel=1/x');
    expect(withReplay(params, target).toString()).toBe(
      'types=ignition&range=last7d&replay=vehicle%3A40010024&sel=1%2Fx',
    );
    expect(withReplay(params, null).toString()).toBe('types=ignition&range=last7d&sel=1%2Fx');
  });

  it('is part of the view: replaying does not change what is loaded', () => {
    const params = new URLSearchParams('types=ignition&replay=vehicle:4&replayAt=10');
    expect(withoutView(params).toString()).toBe('types=ignition');
  });
});
