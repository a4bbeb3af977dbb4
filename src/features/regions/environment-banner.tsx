import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActiveRegion } from './active-region';

/** Non-production regions carry a banner so nobody mistakes test data for a customer's fleet. */
export function EnvironmentBanner() {
  const { t } = useTranslation();
  const region = useActiveRegion();
  if (region.production) return null;
  return (
    <Alert severity="warning" square role="status" sx={{ justifyContent: 'center' }}>
      {t('regions.banner', { region: region.label })}
    </Alert>
  );
}
