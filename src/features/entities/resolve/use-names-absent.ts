import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionApi, useSignedIn } from '../../auth';
import { joinWords, kindWords } from '../kind-text';
import { registryFor } from './entity-name-registry';

/**
 * The one sentence that says this API has no names of some kinds (its list endpoint answered 404), for the
 * read report; null while every kind asked for has its endpoint. Ids are shown, with no warning.
 */
export function useNamesAbsentText(): string | null {
  const { t } = useTranslation('entities');
  const queryClient = useQueryClient();
  const { region } = useSignedIn();
  const { keyId } = useRegionApi();
  const registry = registryFor(queryClient);
  const absent = useSyncExternalStore(registry.subscribe, () => registry.absentKinds(region.id, keyId));
  if (absent.length === 0) return null;
  return t('absent.note', {
    kinds: joinWords(
      t,
      absent.map((kind) => kindWords(t, kind).plural),
    ),
  });
}
