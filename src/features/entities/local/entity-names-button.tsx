import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenterMode } from '../../presenter';
import { useActiveRegion } from '../../regions';

const EntityNamesDialog = lazy(() =>
  import('./entity-names-dialog').then((module) => ({ default: module.EntityNamesDialog })),
);

/** The app bar's way to the names kept in this browser for the active region (its dialog loads on use). */
export function EntityNamesButton() {
  const { t } = useTranslation('entities');
  const region = useActiveRegion();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate.
  const [used, setUsed] = useState(false);
  // The dialog lists the imported names as they are: not on a shared screen.
  if (usePresenterMode()) return null;
  return (
    <>
      <Tooltip title={t('button.label')}>
        <IconButton
          color="inherit"
          aria-label={t('button.label')}
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <BadgeOutlinedIcon />
        </IconButton>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <EntityNamesDialog region={region} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
