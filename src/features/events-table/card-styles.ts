import type { SxProps, Theme } from '@mui/material/styles';

/** Every card is this high (three lines and a gap): the list draws only the cards in view. */
export const cardHeight = 76;

/** The cards' look, one style sheet on the list (as the table's): a card is plain elements. */
export const cardStyles: SxProps<Theme> = {
  height: '100%',
  overflow: 'auto',
  '& .event-card': {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: cardHeight,
    pb: 0.5,
  },
  '& .event-card a': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    height: '100%',
    px: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    color: 'text.primary',
    textDecoration: 'none',
    fontSize: 14,
    lineHeight: 1.45,
  },
  '& .event-card a[aria-current="true"]': {
    bgcolor: 'action.selected',
    borderColor: 'primary.main',
    borderLeftWidth: 4,
  },
  '& .event-card a:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  '& .event-card-line': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .event-card-line.secondary': { color: 'text.secondary' },
};
