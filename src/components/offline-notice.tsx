import { Alert } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * While the browser is offline, requests wait instead of failing (React Query pauses them); this says so,
 * so a page that stopped loading does not look broken. Nothing is dropped: loading resumes on reconnect.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <Alert severity="warning" role="status" square>
      {t('offline')}
    </Alert>
  );
}
