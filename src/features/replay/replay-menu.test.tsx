import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('says why it is greyed, on hover and when the keyboard reaches it', async () => {
    render(<ReplayMenu store={store} selected={undefined} vehicles={[]} onStart={vi.fn()} />);
    const hint = 'Select an event of a vehicle to replay it';
    expect(screen.getByRole('button', { name: 'Replay' })).toBeDisabled();
    const user = userEvent.setup();
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused).not.toBe(document.body);
    expect(focused).toHaveTextContent('Replay');
    expect(focused).toHaveAccessibleDescription(hint);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // The greyed button lets the pointer through to its wrapper.
    await user.hover(focused);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(hint);
  });
});
