import { describe, expect, it } from 'vitest';
import { layoutParam, parseLayout, parseMode, parseSelection, selectionParam } from './url-layout';

describe('layout and selection in the URL', () => {
  it('round-trips columns in order with the widths the user set', () => {
    const layout = { order: ['location', 'time', 'odometer'], widths: { location: 320 } };
    const params = new URLSearchParams({ cols: layoutParam(layout) });
    expect(params.get('cols')).toBe('location:320,time,odometer');
    expect(parseLayout(params)).toEqual(layout);
  });

  it('drops unknown and repeated columns, and keeps widths in bounds', () => {
    expect(parseLayout(new URLSearchParams('cols=time,secret,time,location:5,odometer:9999'))).toEqual({
      order: ['time', 'location', 'odometer'],
      widths: { location: 60, odometer: 800 },
    });
    expect(parseLayout(new URLSearchParams('cols=nothing,known'))).toBeNull();
    expect(parseLayout(new URLSearchParams(''))).toBeNull();
  });

  it('reads the view mode, ignoring anything else', () => {
    expect(parseMode(new URLSearchParams('mode=both'))).toBe('both');
    expect(parseMode(new URLSearchParams('mode=globe'))).toBeNull();
  });

  it('keeps a selected event whole, whatever its type holds', () => {
    const key = { id: '12345678901234567891', type: 'a/b c' };
    const params = new URLSearchParams({ sel: selectionParam(key) });
    expect(parseSelection(new URLSearchParams(params.toString()))).toEqual(key);
    expect(parseSelection(new URLSearchParams('sel=ignition/7'))).toBeNull();
  });
});
