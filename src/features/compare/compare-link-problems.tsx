import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CompareUrlState } from '../event-url';

/** A link's `compare` or `vs` that could not be read: said, never silently dropped. */
export function CompareLinkProblems({ unreadable }: { unreadable: CompareUrlState['unreadable'] }) {
  const { t } = useTranslation('explore');
  if (unreadable.compare === null && unreadable.vs === null) return null;
  return (
    <>
      {unreadable.compare !== null && (
        <Alert severity="warning">{t('compare.unreadable', { value: unreadable.compare })}</Alert>
      )}
      {unreadable.vs !== null && (
        <Alert severity="warning">{t('histogram.period.unreadable', { value: unreadable.vs })}</Alert>
      )}
    </>
  );
}
