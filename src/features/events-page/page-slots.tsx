import { Typography } from '@mui/material';
import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../components/lazy-part';
import { useIdleSteps } from '../../lib/use-idle-steps';
import { EventsMap } from '../map';
import { ReplayController } from '../replay';
import type { EventsSide as Side } from './events-side';
import { LazyFilterBar } from '../query-pages';
import { ColumnValuesMenu } from '../top-values';

// The page's parts that load on demand, each with what it says while it loads.

/** Compare, who was here and top values load when one of them first opens. */
const EventsSide = lazyPart(() => import('./events-side').then((m) => ({ default: m.EventsSide })));

export function SideSlot(props: ComponentProps<typeof Side>) {
  const { t } = useTranslation('events');
  return <EventsSide fallback={<Typography role="status">{t('page.loadingPanel')}</Typography>} {...props} />;
}

export function MapSlot(props: Omit<ComponentProps<typeof EventsMap>, 'fallback'>) {
  const { t } = useTranslation('events');
  const loading = <Typography role="status">{t('page.loadingMap')}</Typography>;
  return (
    <Suspense fallback={loading}>
      <EventsMap fallback={loading} {...props} />
    </Suspense>
  );
}

export function ReplayControllerSlot(props: Omit<ComponentProps<typeof ReplayController>, 'fallback'>) {
  const { t } = useTranslation('events');
  return (
    <ReplayController
      fallback={<Typography role="status">{t('page.loadingReplay')}</Typography>}
      {...props}
    />
  );
}

export function FilterBarSlot(props: Omit<ComponentProps<typeof LazyFilterBar>, 'fallback'>) {
  const { t } = useTranslation('events');
  return (
    <LazyFilterBar
      fallback={<Typography role="status">{t('layout.loadingFilters')}</Typography>}
      {...props}
    />
  );
}

// The side's after the bar's: an area typed in the bar opens it, and its code loading then was some 30 ms
// of the first area's answer (and a moment of "Loading…" in the side).
const filterBarAhead = [LazyFilterBar.preload, EventsSide.preload];
const noSteps: never[] = [];

/**
 * The filter bar's code and the side's (compare, who was here, top values), left out of the first load,
 * come once the window is in (`loaded`): a user who goes offline after that can still change the filters
 * and open them. Gives what starts the bar sooner (a pointer or the focus on the bar's button).
 */
export function useFilterBarAhead(loaded: boolean): () => void {
  useIdleSteps(loaded ? filterBarAhead : noSteps);
  return LazyFilterBar.preload;
}

const valuesMenuAhead = [ColumnValuesMenu.preload];

/**
 * A header's top values menu took about 0.65 s to open the first time, its code loading only then: it loads
 * in the page's first idle moment instead. Gives what starts it sooner (a pointer or the focus on a values
 * button).
 */
export function useValuesMenuAhead(): () => void {
  useIdleSteps(valuesMenuAhead);
  return ColumnValuesMenu.preload;
}
