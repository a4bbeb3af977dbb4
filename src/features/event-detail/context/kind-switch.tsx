import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { entityIdOf, neighbourKinds, type FleetEvent, type NeighbourKind } from '../../events';
import { kindLabels } from './around-param';

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
  const reasonId = useId();
  const missing = neighbourKinds.filter((k) => entityIdOf(event, k) === undefined);
  return (
    <Stack spacing={0.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={kind}
        onChange={(_, next: NeighbourKind | null) => next && onChange(next)}
        aria-label="Events of the same"
        aria-describedby={missing.length > 0 ? reasonId : undefined}
      >
        {neighbourKinds.map((k) => (
          <ToggleButton key={k} value={k} disabled={missing.includes(k)} sx={{ textTransform: 'none' }}>
            {kindLabels[k]} {entityIdOf(event, k) ?? ''}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {missing.length > 0 && (
        <Typography id={reasonId} variant="caption" color="text.secondary">
          This event has no {missing.map((k) => kindLabels[k].toLowerCase()).join(' or ')} id.
        </Typography>
      )}
    </Stack>
  );
}
