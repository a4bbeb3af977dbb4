import type { SxProps, Theme } from '@mui/material/styles';

export const rowHeight = 36;

/**
 * The table's look, as one style sheet on the grid: rows and cells are plain elements with these class
 * names, so rendering a screenful of rows costs no per-element style work.
 */
export const tableStyles: SxProps<Theme> = {
  height: 'min(70vh, 720px)',
  overflow: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontSize: 14,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  '& .events-header': {
    display: 'grid',
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
    fontWeight: 600,
  },
  '& .events-header [role="columnheader"]': { px: 1, py: 0.75 },
  '& .events-sort': {
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
  },
  '& .events-row': {
    display: 'grid',
    position: 'absolute',
    top: 0,
    left: 0,
    height: rowHeight,
    alignItems: 'center',
    cursor: 'pointer',
    borderBottom: 1,
    borderColor: 'divider',
    boxSizing: 'border-box',
  },
  '& .events-row:hover': { bgcolor: 'action.hover' },
  '& .events-row[aria-selected="true"]': { bgcolor: 'action.selected' },
  '& .events-cell': {
    px: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .events-cell.numeric': { textAlign: 'right' },
  '& .events-id-link': {
    font: 'inherit',
    color: 'primary.main',
    background: 'none',
    border: 0,
    p: 0,
    cursor: 'pointer',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
  },
  '& .events-id-link:hover': { textDecorationThickness: '2px' },
};
