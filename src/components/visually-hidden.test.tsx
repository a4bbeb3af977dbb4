import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visuallyHidden } from './visually-hidden';

describe('visuallyHidden', () => {
  it('leaves the text in the page in a box of 1px, off the screen', () => {
    render(<Box sx={visuallyHidden}>Read by screen readers</Box>);
    const style = getComputedStyle(screen.getByText('Read by screen readers'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
    expect(style.overflow).toBe('hidden');
  });
});
