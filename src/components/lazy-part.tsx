import { useTranslation } from 'react-i18next';
import { lazyComponent, type LazyModule } from '../lib/lazy-component';
import { ErrorState } from './error-state';

/** In place of a part of a page whose code could not be loaded: the rest of the page stays as it was. */
function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState title={t('errorState.partFailed')} onRetry={retry} />;
}

/**
 * A part of a page that loads on demand (`lazyComponent`): when its code cannot come (offline, a deploy
 * replaced it), it says so in its place with "Try again" instead of replacing the page.
 */
export function lazyPart<P extends object>(load: () => Promise<LazyModule<P>>) {
  return lazyComponent(load, { failed: (retry) => <PartLoadFailed retry={retry} /> });
}
