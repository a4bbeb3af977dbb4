import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Fab } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFillHeight } from './use-fill-height';

/**
 * The events page's map on a phone: the whole screen below the app bar, edge to edge, the page's line and
 * toolbar folded away with the list; loading progress and problems above it while there are any, and one
 * button over the map's foot, within a thumb's reach, back to the list.
 */
export function PhoneMapLayout({
  progress,
  status,
  map,
  replay,
  extras,
  onList,
}: {
  progress: ReactNode;
  status?: ReactNode;
  map: ReactNode;
  /** The replay's controls, under the map. */
  replay?: ReactNode;
  extras?: ReactNode;
  onList: () => void;
}) {
  const { t } = useTranslation('events');
  const content = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const height = useFillHeight(content, root, true, { toScreenEdge: true });
  return (
    // Over the page's margins (16 px each side, 16 above, 8 below): the map meets the screen's edges.
    <Box ref={root} sx={{ mx: -2, mt: -2, mb: -1 }}>
      <Box sx={{ px: 2, '& > :not(:empty)': { my: 1 } }}>
        {progress}
        {status}
      </Box>
      <Box
        ref={content}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        style={{ height: height ?? 'auto' }}
      >
        <Box
          sx={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}
        >
          {map}
          <Fab
            variant="extended"
            color="primary"
            onClick={onList}
            // Above MapLibre's attribution and scale, clear of its zoom buttons at the top right.
            sx={{ position: 'absolute', bottom: 40, left: '50%', transform: 'translateX(-50%)', zIndex: 2 }}
          >
            <ViewListIcon sx={{ mr: 1 }} />
            {t('phone.list')}
          </Fab>
        </Box>
        {replay}
      </Box>
      {extras}
    </Box>
  );
}
