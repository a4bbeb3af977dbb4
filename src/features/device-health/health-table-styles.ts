import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { entityColumnSx } from './entity-cell';

/** One line, cut short at a width that leaves room for the figures; the whole reason on hover. */
export const reasonSx = {
  whiteSpace: 'nowrap',
  maxWidth: '22rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/** Every row's height: the table draws only the rows in view and stands the others in as space of this. */
export const healthRowHeight = 36;

const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

/**
 * The body's cells and links as MUI's small TableCell and Link draw them, by class on plain elements: one
 * rule for every cell, not a styled component per cell (health-row).
 */
export const healthTableSx: SxProps<Theme> = {
  '--health-row-height': `${healthRowHeight}px`,
  '& .health-row': { height: 'var(--health-row-height)' },
  '& .health-row:hover': { bgcolor: 'action.hover' },
  '& .health-cell': {
    typography: 'body2',
    color: 'text.primary',
    padding: '6px 16px',
    borderBottom: 1,
    borderBottomColor: 'divider',
    whiteSpace: 'nowrap',
    textAlign: 'left',
  },
  '& .health-reason': reasonSx,
  '& .health-entity': entityColumnSx,
  '& .health-entity-cut': { ...cut, display: 'block' },
  '& .health-entity-split': { display: 'flex', gap: 0.5, minWidth: 0 },
  '& .health-entity-name': cut,
  '& .health-entity-id': { flexShrink: 0 },
  '& .health-link': {
    color: 'primary.main',
    textDecoration: 'underline',
    textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
    '&:hover': { textDecorationColor: 'inherit' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  },
};
