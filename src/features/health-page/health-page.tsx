import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSignedIn } from '../auth';
import { carriedHref, namesOwnedBy } from '../event-url';
import {
  findingHref,
  HealthTable,
  healthCsv,
  parseHealthParams,
  sortHealth,
  useDeviceHealth,
  useHealthPaintedMark,
  writeHealthParams,
  type EntityHealth,
  type HealthFigure,
  type HealthParams,
  type HealthSort,
} from '../device-health';
import {
  download,
  FilterBar,
  LoadProblems,
  LoadProgress,
  FilterSummary,
  FoldedFilters,
  useQueryPageSource,
} from '../query-pages';
import { HealthSettingsLine } from './health-settings';
import { HealthStatus } from './health-status';
import { useHealthView } from './use-health-view';

/**
 * `/<region>/health`: every device (or vehicle) of the loaded window ranked by what is wrong with its data.
 * The filters, window and zone are the events page's (same URL, same day queries, so the days it loaded
 * are reused from the cache); each figure links to the events that show it.
 */
export function HealthPage() {
  const { t } = useTranslation('events');
  const { region } = useSignedIn();
  const { url, clock, changes, data } = useQueryPageSource();
  const { store, range } = data;
  const health = parseHealthParams(url.params);
  const setHealth = useCallback(
    (next: HealthParams) => {
      const written = writeHealthParams(url.params, next);
      // Rendered at once, as the events page's sort is: the click shows its order, not the one before.
      url.replaceParams(Object.fromEntries(namesOwnedBy('health').map((name) => [name, written.get(name)])), {
        flushSync: true,
      });
    },
    [url],
  );
  const settings = {
    unit: health.unit,
    gapMs: health.gapMinutes * 60_000,
    speedLimitKmh: health.speedLimitKmh,
    now: clock.now,
  };
  const { zone } = clock;
  const view = useHealthView(store, url, zone, data.problems, changes.clearConstraint);
  const state = useDeviceHealth(store, view.rows, settings);
  const { sort } = health;
  const setSort = (next: HealthSort) => setHealth({ ...health, sort: next });
  const { by, descending } = sort;
  const { labelOf } = view;
  const entityText = useCallback((id: number) => labelOf(health.unit, String(id)), [labelOf, health.unit]);
  const table = useMemo(
    () => sortHealth(state.table ?? [], { by, descending }, entityText),
    [state.table, by, descending, entityText],
  );
  const { working } = state;
  const loading = !range.allLoaded;
  useHealthPaintedMark(state.table, !working && !loading);
  const tz = url.filters.tz;
  const hrefOf = useCallback(
    (h: EntityHealth, figure: HealthFigure) => {
      const g = figure.at?.(h) ?? -1;
      // The figure's event is a global index of the store the table was worked out from.
      const of = state.tableStore;
      if (g < 0 || Number.isNaN(h.id) || !of) return undefined;
      return findingHref({
        regionId: region.id,
        unit: health.unit,
        entityId: h.id,
        event: of.keyOf(g),
        at: of.at('timeAt', g),
        hours: figure.hours?.(h) ?? 1,
        zone,
        tz,
      });
    },
    [region.id, health.unit, state.tableStore, zone, tz],
  );
  const exportCsv = () => {
    const named = view.names[health.unit];
    const csv = healthCsv(health.unit, table, (id) => named.get(id)?.name);
    download(`health-${region.id}.csv`, new Blob([csv], { type: 'text/csv' }));
  };
  // The same events on the events page: its filters and its view (search, include/exclude filters, area),
  // without this page's own settings.
  const eventsHref = carriedHref('events', region.id, url.params);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, height: '100%', minHeight: 0 }}>
      <FoldedFilters
        title={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Typography variant="h6" component="h1">
              {t('health.title')}
            </Typography>
            <Link component={RouterLink} to={eventsHref}>
              {t('health.backToEvents')}
            </Link>
          </Stack>
        }
        summary={({ open, openBar }) => (
          <FilterSummary
            chips={view.chips}
            barOpen={open}
            onOpenBar={openBar}
            onRemove={view.removeChip}
            onShift={changes.shiftWindow}
          />
        )}
        progress={<LoadProgress range={range} />}
        filtersOpen={data.problems.length > 0}
        filters={
          <FilterBar
            filters={url.filters}
            problems={data.problems}
            window={clock.window}
            zone={zone}
            userZone={clock.userZone}
            seenTypes={[]}
            onChange={clock.changeFilters}
            onShift={changes.shiftWindow}
            area={url.view.area}
            onArea={view.setArea}
          />
        }
      />
      <LoadProblems range={range} onConfirmLong={data.confirmLong} />
      <HealthSettingsLine
        health={health}
        onChange={setHealth}
        onExport={table.length === 0 ? null : exportCsv}
        status={
          <HealthStatus
            working={working && !loading ? working : null}
            summary={
              state.table && !working && !loading ? { rows: table.length, events: view.rows.length } : null
            }
          />
        }
      />
      {state.error !== null && (
        <Alert severity="error" action={<Button onClick={data.refresh}>{t('health.retry')}</Button>}>
          {t('health.failed', { message: String(state.error) })}
        </Alert>
      )}
      {state.table && !working && table.length === 0 && !loading && (
        <Typography role="status">{t('health.empty')}</Typography>
      )}
      {table.length > 0 && (
        <HealthTable
          table={table}
          sort={sort}
          onSort={setSort}
          zone={zone}
          hrefOf={hrefOf}
          entityLabel={health.unit === 'device' ? t('health.device') : t('health.vehicle')}
          entityText={entityText}
        />
      )}
    </Box>
  );
}
