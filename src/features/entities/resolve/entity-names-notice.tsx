import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-errors';
import { useRegionApi, useSignedIn } from '../../auth';
import { joinWords, kindWords } from '../kind-text';
import { registryFor } from './entity-name-registry';

/**
 * The one place that says names could not be loaded (for the whole page, never per row): which kinds,
 * why, and a retry. Renders nothing while every name request has succeeded.
 */
export function EntityNamesNotice({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation('entities');
  const queryClient = useQueryClient();
  const { region } = useSignedIn();
  const { keyId } = useRegionApi();
  const registry = registryFor(queryClient);
  const failures = useSyncExternalStore(registry.subscribe, () => registry.failures(region.id, keyId));
  if (failures.length === 0) return null;
  const kinds = joinWords(
    t,
    failures.map((failure) => kindWords(t, failure.kind).plural),
  );
  const reasons = [...new Set(failures.flatMap((f) => (f.error ? [describeError(f.error)] : [])))];
  return (
    <Alert
      sx={sx}
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => registry.retryFailed(region.id, keyId)}>
          {t('notice.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('notice.title')}</AlertTitle>
      {t('notice.shownByIds', { kinds })} {reasons.join(' ')}
    </Alert>
  );
}
