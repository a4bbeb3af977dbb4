import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../event-data';
import { fixAt, t0 } from '../../testing/replay-test-events';
import { ReplayMenu } from './replay-menu';

describe('the Replay menu', () => {
  const store = storeFromEvents([fixAt(0, 151, -34), fixAt(5, 151, -33.9)]);
  // The older event (rows are newest first).
  const selected = store.rows[1];

  it('replays the selected event’s vehicle from that event, paused at its time', () => {
    const onStart = vi.fn();
    render(<ReplayMenu store={store} selected={selected} vehicles={[]} onStart={onStart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Replay vehicle 7',
      'Replay vehicle 7 from this event',
      'Replay trip 70',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Replay vehicle 7 from this event' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'vehicle', id: 7 }, t0);
  });

  it('replays the vehicles the rows are filtered to together, with no event selected', () => {
    const onStart = vi.fn();
    render(<ReplayMenu store={store} selected={undefined} vehicles={[7, 8, 9]} onStart={onStart} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Replay the filtered vehicles (3)' }));
    expect(onStart).toHaveBeenCalledWith({ kind: 'vehicles', ids: [7, 8, 9] });
  });
});
