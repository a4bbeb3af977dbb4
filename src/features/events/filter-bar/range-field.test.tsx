import { render, screen } from '@testing-library/react';
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
});
