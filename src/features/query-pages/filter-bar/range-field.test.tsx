import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeField } from './range-field';

describe('RangeField', () => {
  it('shows a custom range of bare dates (as a shared link has them) as their midnights', () => {
    render(
      <RangeField
        range={{ kind: 'custom', from: '2026-11-10', to: '2026-11-12' }}
        window={{ from: 0, to: 1 }}
        zone="Australia/Sydney"
        onChange={vi.fn()}
        onShift={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-10T00:00');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-12T00:00');
  });

  it('keeps an empty or reversed window in the fields, marked, and does not apply it', () => {
    const onChange = vi.fn();
    render(
      <RangeField
        range={{ kind: 'custom', from: '2026-11-10T08:00', to: '2026-11-10T20:00' }}
        window={{ from: 0, to: 1 }}
        zone="UTC"
        onChange={onChange}
        onShift={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10T08:00' } });
    expect(screen.getByText('Must be after From')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-09T08:00' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-11T08:00' } });
    expect(onChange).toHaveBeenCalledWith({
      kind: 'custom',
      from: '2026-11-10T08:00',
      to: '2026-11-11T08:00',
    });
  });
});
