import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In place of a part of a page whose code could not be loaded: the rest of the page stays as it was. */
function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('errorState.retry')}
        </Button>
      }
    >
      {t('errorState.partFailed')}
    </Alert>
  );
}

/** `lazyComponent`'s `failed`, for any part a user opens on a page. */
export const partLoadFailed = (retry: () => void) => <PartLoadFailed retry={retry} />;
