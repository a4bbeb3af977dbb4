import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../config/config-context';
import { eventDetailHref, paths } from '../../../config/paths';
import { dateStringOf, isValidZone } from '../../../lib/time-zones';
import { userTimeZone, useSignedIn } from '../../auth';
import { useApiDateZone } from '../../event-data';
import { resolveZone } from '../../event-url';
import { rememberedAllRegions } from './all-regions-preference';
import { aroundDate } from './around-date';
import { LookupFormFields } from './lookup-form';
import { lookupSearch, parseLookupParams, typesOf } from './lookup-params';
import { RegionResults } from './region-results';
import { SingleRegionStatus } from './single-region-status';
import { useRegionsLookup } from './use-regions-lookup';

/**
 * Look an event up by type and id around a date, in this region or in every region this tab is signed in
 * to. The URL holds the form: arriving with one (a link, or the form's own submit) runs the search.
 */
export function LookupPage() {
  const { t } = useTranslation('detail');
  const { region, session } = useSignedIn();
  const { regions } = useAppConfig();
  const apiZone = useApiDateZone();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // A zone chosen on the events page travels with the link here, and on to the event found.
  const tzParam = params.get('tz');
  const tz = tzParam && (tzParam === 'browser' || isValidZone(tzParam)) ? tzParam : null;
  const zone = resolveZone(tz ?? 'user', userTimeZone(session));
  const query = params.toString();
  // A new form's date: today, as of when the page opened.
  const [openedAt] = useState(() => Date.now());
  const { form, submitted } = useMemo(
    () =>
      parseLookupParams(new URLSearchParams(query), {
        date: dateStringOf(openedAt, zone),
        all: rememberedAllRegions(),
      }),
    [query, zone, openedAt],
  );
  // The page's region first, then the others as the config lists them.
  const targets = useMemo(
    () => (form.all ? [region, ...regions.filter((each) => each.id !== region.id)] : [region]),
    [form.all, region, regions],
  );
  const lookup = useRegionsLookup();
  const { start } = lookup;

  // Every arrival at a URL with a form searches (location.key is new for each, the same URL submitted
  // again included).
  const run = submitted ? location.key : null;
  useEffect(() => {
    if (run === null) return;
    const types = typesOf(form.type);
    if (!types || !/^\d{1,40}$/.test(form.id) || aroundDate(form.date, zone, apiZone) === null) return;
    start({ types, id: form.id, date: form.date, zone }, targets);
  }, [run, form, zone, apiZone, targets, start]);

  const own = lookup.states[region.id];
  // In place of the lookup's URL: Back from the event must not land on a URL that finds it again.
  useEffect(() => {
    if (form.all || own?.kind !== 'found') return;
    const { event } = own;
    void navigate(
      eventDetailHref({
        regionId: region.id,
        type: event.type,
        id: event.idText,
        timeAt: event.timeAt,
        ...(tz ? { tz } : {}),
      }),
      { replace: true },
    );
  }, [form.all, own, navigate, region.id, tz]);

  const searching = Object.values(lookup.states).some(
    (state) => state.kind === 'waiting' || state.kind === 'searching',
  );
  // Side by side where the screen is wide: the form alone used to fill half of a 1440 px screen, the results
  // below it, each region's line wrapped in a narrow column.
  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Typography variant="h5" component="h1">
        {t('lookup.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 560px) minmax(0, 1fr)' },
        }}
      >
        <LookupFormFields
          key={location.key}
          initial={form}
          regionId={region.id}
          zone={zone}
          apiZone={apiZone}
          searching={searching}
          onSubmit={(next, regionId) => void navigate(`${paths.lookup(regionId)}${lookupSearch(next, tz)}`)}
          onStop={lookup.stop}
        />
        {form.all ? (
          <RegionResults
            regions={targets}
            states={lookup.states}
            form={form}
            zone={zone}
            tz={tz}
            onRetry={lookup.retry}
            onGoOn={lookup.goOn}
          />
        ) : (
          <SingleRegionStatus state={own} form={form} onRetry={() => lookup.retry(region)} />
        )}
      </Box>
    </Stack>
  );
}
