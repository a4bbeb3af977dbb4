import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, CircularProgress, Popover } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part';
import type { ColumnListProps } from './column-list';

const ColumnList = lazyPart<ColumnListProps>(() => import('./column-list'));

/**
 * Which columns show and in what order: a checkbox per column, and for the shown ones buttons that move
 * them left or right (what dragging a header does, for the keyboard); "Default columns" resets all.
 */
export const ColumnChooser = memo(function ColumnChooser(props: ColumnListProps) {
  const { t } = useTranslation('explore');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={ColumnList.preload}
        onFocus={ColumnList.preload}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
      >
        {t('table.chooser.button')}
      </Button>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('table.chooser.label') } }}
      >
        <ColumnList
          {...props}
          fallback={<CircularProgress size={24} sx={{ m: 2 }} aria-label={t('table.chooser.loading')} />}
        />
      </Popover>
    </>
  );
});
