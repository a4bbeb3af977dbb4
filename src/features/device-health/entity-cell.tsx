import { Box } from '@mui/material';

/**
 * The device (or vehicle) column: kept in view while the figures scroll sideways, and of a fixed width, so
 * names arriving after the figures (or longer ones scrolled into view) move no other column under the
 * pointer. 20rem holds the demo fleets' longest name with its id.
 */
export const entityColumnSx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  width: '20rem',
  minWidth: '20rem',
  maxWidth: '20rem',
  whiteSpace: 'nowrap',
} as const;

const cut = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;
/** "Ute 12 (40010024)": a name too long for the column is cut, never its id (`id`, whose text ends it). */
export function EntityText({ text, id }: { text: string; id: number }) {
  const idText = ` (${id})`;
  if (!text.endsWith(idText)) {
    return (
      <Box component="span" sx={{ ...cut, display: 'block' }}>
        {text}
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
      <Box component="span" sx={cut}>
        {text.slice(0, -idText.length)}
      </Box>{' '}
      <Box component="span" sx={{ flexShrink: 0 }}>
        {idText.trim()}
      </Box>
    </Box>
  );
}
