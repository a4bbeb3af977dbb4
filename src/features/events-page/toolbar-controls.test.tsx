import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './toolbar-controls';

describe('the search field', () => {
  it('shows what is typed before the search it is given follows, and takes a search changed elsewhere', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SearchField value="" onChange={onChange} />);
    const user = userEvent.setup();
    // The URL's search comes after the keystroke's paint: the letters show meanwhile, none lost.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ute');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ute');
    expect(onChange).toHaveBeenLastCalledWith('ute');
    rerender(<SearchField value="ute" onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('ute');
    // Its chip removed: the search given is empty, and so is the field.
    rerender(<SearchField value="" onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });
});
