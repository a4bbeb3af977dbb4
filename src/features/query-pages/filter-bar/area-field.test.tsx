import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AreaField } from './area-field';

describe('AreaField', () => {
  it('applies a typed area with Enter, and says what it cannot read, keeping the area in force', () => {
    const onChange = vi.fn();
    render(<AreaField area={{ south: 1, west: 2, north: 3, east: 4 }} onChange={onChange} />);
    const field = screen.getByLabelText('Area (south, west, north, east)');
    fireEvent.change(field, { target: { value: '-33.9 151.1 -33.8' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/Write four numbers in degrees/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '-33.9, 151.1, -33.8, 151.3' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ south: -33.9, west: 151.1, north: -33.8, east: 151.3 });
  });

  it('shows an area drawn elsewhere, and emptied removes it', () => {
    const onChange = vi.fn();
    const { rerender } = render(<AreaField area={null} onChange={onChange} />);
    rerender(<AreaField area={{ south: 1, west: 2, north: 3, east: 4 }} onChange={onChange} />);
    const field = screen.getByLabelText('Area (south, west, north, east)');
    expect(field).toHaveValue('1,2,3,4');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
