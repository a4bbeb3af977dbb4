import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visually-hidden';

/** Row heights in px: the default reads comfortably; compact fits a third more rows for scanning. */
export const rowHeights = { standard: 36, compact: 28 } as const;
export type Density = keyof typeof rowHeights;

/** A row whose event the latest live poll brought lights up, then fades. */
const freshFade = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/**
 * The table's look, as one style sheet on the grid: rows and cells are plain elements with these class
 * names, so rendering a screenful of rows costs no per-element style work.
 */
export const tableStyles: SxProps<Theme> = {
  // The page gives the table its height (down to the screen's edge); alone, it keeps a sensible one.
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
  '& .events-header [role="columnheader"]': {
    px: 1,
    height: 'var(--events-row-height)',
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  '& .events-resize': {
    position: 'absolute',
    top: 0,
    right: 0,
    width: 8,
    height: '100%',
    cursor: 'col-resize',
    touchAction: 'none',
  },
  '& .events-resize:hover, & .events-resize:focus-visible': {
    borderRight: 3,
    borderColor: 'primary.main',
    outline: 'none',
  },
  '& .events-visually-hidden': visuallyHidden,
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
  // The values menu button sits over the end of the label, shown while the header is hovered or the
  // button has focus (like a data grid's column menu), so narrow columns keep their label.
  '& .events-values': {
    position: 'absolute',
    top: '50%',
    right: 10,
    transform: 'translateY(-50%)',
    // WCAG 2.2's 24 px target for a mouse too (the icon is 16): it was 20, beside the sort button.
    p: 0,
    minWidth: 24,
    minHeight: 24,
    justifyContent: 'center',
    alignItems: 'center',
    display: 'inline-flex',
    color: 'text.secondary',
    bgcolor: 'background.paper',
    border: 0,
    borderRadius: 1,
    cursor: 'pointer',
    opacity: 0,
  },
  '& [role="columnheader"]:hover .events-values, & .events-values:focus-visible': { opacity: 1 },
  '& .events-values:hover': { color: 'text.primary' },
  '& .events-values:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  '@media (hover: none)': { '& .events-values, & .events-filter': { opacity: 1 } },
  '& .events-row': {
    display: 'flex',
    position: 'absolute',
    top: 0,
    left: 0,
    height: 'var(--events-row-height)',
    alignItems: 'center',
    cursor: 'pointer',
    borderBottom: 1,
    borderColor: 'divider',
    boxSizing: 'border-box',
    // A row's size is its own (set on it), and nothing in it lays out what is outside it: new texts in a
    // row (a sort, a scroll, a replay moving the selection) lay out that row alone, not the page.
    contain: 'size layout style',
  },
  '& .events-row:hover': { bgcolor: 'action.hover' },
  '& .events-row[aria-selected="true"]': { bgcolor: 'action.selected' },
  '& .events-row-link': { position: 'absolute', inset: 0, zIndex: 1 },
  // Behind the cells' text (the row's transform makes it a stacking context), over its background.
  '& .events-row-fresh': {
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    pointerEvents: 'none',
    bgcolor: 'success.light',
    borderLeft: 4,
    borderColor: 'success.main',
    opacity: 0,
    animation: `${freshFade} 4s ease-in forwards`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.35 },
  },
  '& .events-cell': {
    flex: 'none',
    px: 1,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .events-cell.numeric': { textAlign: 'right' },
  '& .events-unreadable': { color: 'warning.main' },
  '& .events-entity': { display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 },
  // Over the row's link, so the hover text (name and id) shows; a click on it still opens the row's event.
  '& .events-entity-name': {
    position: 'relative',
    zIndex: 2,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // Like the header's values button: there while the row is hovered or selected or it has focus.
  '& .events-filter': {
    position: 'relative',
    zIndex: 2,
    flex: 'none',
    display: 'inline-flex',
    // The same 24 px target as the header's values button (the rows are 28 px at their densest).
    minWidth: 24,
    minHeight: 24,
    justifyContent: 'center',
    alignItems: 'center',
    borderRadius: 1,
    color: 'text.secondary',
    cursor: 'pointer',
    opacity: 0,
  },
  '& .events-row:hover .events-filter, & .events-row[aria-selected="true"] .events-filter, & .events-filter:focus-visible':
    { opacity: 1 },
  '& .events-filter:hover': { color: 'primary.main', bgcolor: 'action.hover' },
  '& .events-filter:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  // A finger needs WCAG 2.2's 24 px target: the sort buttons grow to it on a touch screen (the values and
  // filter buttons have it everywhere), where no hover shows the filter button: it is there on the selected row.
  '@media (pointer: coarse)': {
    '& .events-sort': { minHeight: 24, minWidth: 24 },
  },
};
