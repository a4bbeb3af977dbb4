import { Typography } from '@mui/material';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { EventsMap } from '../../map';
import { ReplayController } from '../../replay';
import type { EventsSide as Side } from './events-side';
import { partLoadFailed } from '../../../components/part-load-failed';

// The page's parts that load on demand, each with what it says while it loads.

/** Compare, who was here and top values load when one of them first opens. */
const EventsSide = lazyComponent(() => import('./events-side').then((m) => ({ default: m.EventsSide })));

export function SideSlot(props: ComponentProps<typeof Side>) {
  const { t } = useTranslation('events');
  return (
    <EventsSide
      fallback={<Typography role="status">{t('page.loadingPanel')}</Typography>}
      failed={partLoadFailed}
      {...props}
    />
  );
}

export function MapSlot(props: Omit<ComponentProps<typeof EventsMap>, 'fallback'>) {
  const { t } = useTranslation('events');
  const loading = <Typography role="status">{t('page.loadingMap')}</Typography>;
  return (
    <Suspense fallback={loading}>
      <EventsMap fallback={loading} failed={partLoadFailed} {...props} />
    </Suspense>
  );
}

export function ReplaySlot(props: Omit<ComponentProps<typeof ReplayController>, 'fallback'>) {
  const { t } = useTranslation('events');
  return (
    <ReplayController
      fallback={<Typography role="status">{t('page.loadingReplay')}</Typography>}
      failed={partLoadFailed}
      {...props}
    />
  );
}
