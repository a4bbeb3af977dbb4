import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../../i18n/i18n';
import { entityIdOf, neighbourKinds, type FleetEvent, type NeighbourKind } from '../../event-data';
import { pseudonymNumber, usePresenterMode } from '../../presenter';
import { useActiveRegion } from '../../regions';

/** Vehicle, device or trip: an id the event does not have is a disabled choice, and the page says why. */
export function KindSwitch({
  event,
  kind,
  onChange,
}: {
  event: FleetEvent;
  kind: NeighbourKind;
  onChange: (kind: NeighbourKind) => void;
}) {
  const { t } = useTranslation('detail');
  const reasonId = useId();
  const region = useActiveRegion();
  const presenting = usePresenterMode();
  // In presenter mode "Vehicle 7", the pseudonym, rather than the id.
  const idOf = (k: NeighbourKind) => {
    const id = entityIdOf(event, k);
    return id === undefined ? '' : presenting ? pseudonymNumber(region.id, k, id) : id;
  };
  const missing = neighbourKinds.filter((k) => entityIdOf(event, k) === undefined);
  // "device or trip", "dispositivo o viaje", "dispositivo ou viagem".
  const missingList = new Intl.ListFormat(activeLocale(), { type: 'disjunction' }).format(
    missing.map((k) => t(`around.kindSwitch.missingKind.${k}`)),
  );
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_, next: NeighbourKind | null) => next && onChange(next)}
        aria-label={t('around.kindSwitch.label')}
        aria-describedby={missing.length > 0 ? reasonId : undefined}
      >
        {neighbourKinds.map((k) => (
          <ToggleButton key={k} value={k} disabled={missing.includes(k)} sx={{ textTransform: 'none' }}>
            {t(`around.kindSwitch.${k}`)} {idOf(k)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {missing.length > 0 && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          {t('around.kindSwitch.missing', { kinds: missingList })}
        </Typography>
      )}
    </Stack>
  );
}
