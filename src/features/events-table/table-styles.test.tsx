import { Box } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tableStyles } from './table-styles';

describe('the table styles', () => {
  it('keep text meant only for screen readers 1px wide and high, not the table’s full width', () => {
    render(
      <Box sx={tableStyles}>
        <span className="events-visually-hidden">Sorted by time, newest first</span>
      </Box>,
    );
    const style = getComputedStyle(screen.getByText('Sorted by time, newest first'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
    expect(style.height).toBe('1px');
  });
});
