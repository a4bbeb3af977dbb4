import { Alert } from '@mui/material';
import { useActiveRegion } from './active-region';

/** Non-production regions carry a banner so nobody mistakes test data for a customer's fleet. */
export function EnvironmentBanner() {
  const region = useActiveRegion();
  if (region.production) return null;
  return (
    <Alert severity="warning" square role="status" sx={{ justifyContent: 'center' }}>
      {region.label} is a non-production region: its data is not real.
    </Alert>
  );
}
