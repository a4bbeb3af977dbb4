import { Alert, AlertTitle, Button, type SxProps, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { describeError } from '../../../lib/api-errors';
import { useRegionApi, useSignedIn } from '../../auth';
import { entityKindLabels } from '../entity-name';
import { registryFor } from './entity-name-registry';

function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

/**
 * The one place that says names could not be loaded (for the whole page, never per row): which kinds,
 * why, and a retry. Renders nothing while every name request has succeeded.
 */
export function EntityNamesNotice({ sx }: { sx?: SxProps<Theme> }) {
  const queryClient = useQueryClient();
  const { region } = useSignedIn();
  const { keyId } = useRegionApi();
  const registry = registryFor(queryClient);
  const failures = useSyncExternalStore(registry.subscribe, () => registry.failures(region.id, keyId));
  if (failures.length === 0) return null;
  const kinds = listOf(failures.map((failure) => entityKindLabels[failure.kind].many.toLowerCase()));
  const reasons = [...new Set(failures.flatMap((f) => (f.error ? [describeError(f.error)] : [])))];
  return (
    <Alert
      sx={sx}
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => registry.retryFailed(region.id, keyId)}>
          Retry
        </Button>
      }
    >
      <AlertTitle>Names could not be loaded</AlertTitle>
      Some {kinds} are shown by their ids. {reasons.join(' ')}
    </Alert>
  );
}
