import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventsRange } from '../../event-data';
import { LoadProgress } from './load-progress';

const day = (status: 'success' | 'pending') => ({ status }) as EventsRange['days'][number];

describe('LoadProgress', () => {
  it('is one progress bar, named, that says how many days have arrived', () => {
    const range = {
      days: [day('success'), day('success'), day('pending'), day('pending')],
      loadedDays: 2,
    } as EventsRange;
    render(<LoadProgress range={range} />);
    const [bar, ...others] = screen.getAllByRole('progressbar');
    expect(others).toHaveLength(0);
    expect(bar).toHaveAccessibleName('Loading days');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText(/2 of 4 days/)).toBeInTheDocument();
  });
});
