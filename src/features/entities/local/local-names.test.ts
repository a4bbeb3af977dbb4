import { describe, expect, it, vi } from 'vitest';
import { readLocalNames, removeLocalNames, saveLocalNames, subscribeLocalNames } from './local-names';

describe('names kept in this browser', () => {
  it('are kept per region and merged by kind and id, with counts of what changed', () => {
    const first = saveLocalNames('au', [
      { kind: 'vehicle', id: 1, name: 'Ute 1', secondary: 'AB-12-CD' },
      { kind: 'vehicle', id: 2, name: 'Van 2' },
    ]);
    expect(first).toEqual({ added: 2, updated: 0, unchanged: 0, overLimit: 0, total: 2 });
    const second = saveLocalNames('au', [
      { kind: 'vehicle', id: 1, name: 'Ute 1', secondary: 'AB-12-CD' },
      { kind: 'vehicle', id: 2, name: 'Van two' },
      { kind: 'device', id: 2, name: 'Tablet' },
    ]);
    expect(second).toEqual({ added: 1, updated: 1, unchanged: 1, overLimit: 0, total: 3 });
    const au = readLocalNames('au');
    expect(au.byKind.vehicle.get(2)).toEqual({ name: 'Van two', source: 'local' });
    expect(au.byKind.device.get(2)).toEqual({ name: 'Tablet', source: 'local' });
    expect(readLocalNames('nz').total).toBe(0);
    expect(readLocalNames('au')).toBe(au); // the same object while nothing changed
  });

  it('are removed by kind or all at once, and tell listeners', () => {
    saveLocalNames('au', [
      { kind: 'vehicle', id: 1, name: 'Ute 1' },
      { kind: 'trip', id: 9, name: 'Morning run' },
    ]);
    const heard = vi.fn();
    const stop = subscribeLocalNames(heard);
    removeLocalNames('au', 'vehicle');
    expect(readLocalNames('au').byKind.vehicle.size).toBe(0);
    expect(readLocalNames('au').byKind.trip.size).toBe(1);
    removeLocalNames('au');
    expect(readLocalNames('au').total).toBe(0);
    expect(localStorage.getItem('fleet-events.entity-names.au')).toBeNull();
    expect(heard).toHaveBeenCalledWith('au');
    stop();
  });

  it('ignores, and says so, what it cannot read', () => {
    localStorage.setItem('fleet-events.entity-names.au', '{"version":1,"names":{"vehicle":[["x"]]}}');
    const au = readLocalNames('au');
    expect(au.total).toBe(0);
    expect(au.problem).toBe('unreadable');
    removeLocalNames('au');
    expect(readLocalNames('au').problem).toBeNull();
  });

  it('says so when the browser will not store them', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => saveLocalNames('au', [{ kind: 'vehicle', id: 1, name: 'Ute 1' }])).toThrow(
      /would not keep the names.*full or disabled/,
    );
    setItem.mockRestore();
  });

  it('hear of names imported in another tab', () => {
    const heard = vi.fn();
    const stop = subscribeLocalNames(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'fleet-events.entity-names.nz' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'fleet-events.columns' }));
    expect(heard.mock.calls).toEqual([['nz']]);
    stop();
  });
});
