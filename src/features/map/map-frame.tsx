import CropFreeIcon from '@mui/icons-material/CropFree';
import RouteIcon from '@mui/icons-material/Route';
import { Box, Chip, FormControlLabel, Paper, Stack, Switch, ToggleButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { unknownTypeColor } from '../../lib/type-colors';

/**
 * The events map with what goes around it: the legend, what it shows and leaves out, drawing an area and
 * the trip lines, all of them on one line above the map. `compact` (a phone's map, which has the screen
 * edge to edge): the legend and counts keep to the screen's margins in small text and the two controls lie
 * over the map's top left corner (its zoom buttons are at the right), words and all, so the map starts as
 * high as it can. Not the home's small map in a card, which keeps the line.
 */
export function MapFrame({
  legend,
  colors,
  status,
  drawing,
  onDraw,
  trips,
  compact,
  children,
}: {
  legend: readonly string[];
  colors: ReadonlyMap<string, string>;
  status: string;
  drawing: boolean;
  /** Turns drawing on or off; absent: no drawing. */
  onDraw?: () => void;
  /** Trip lines shown or not; absent (a replay): no such choice. */
  trips?: { shown: boolean; onChange: (shown: boolean) => void };
  compact: boolean;
  /** The map. */
  children: ReactNode;
}) {
  const { t } = useTranslation('map');
  const legendAndStatus = (
    <>
      <Stack direction="row" spacing={1} aria-label={t('legend')} role="list">
        {legend.map((type) => (
          <Chip
            key={type}
            role="listitem"
            size="small"
            variant="outlined"
            label={type}
            icon={
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: colors.get(type) ?? unknownTypeColor,
                  ml: 1,
                }}
              />
            }
          />
        ))}
      </Stack>
      <Typography variant={compact ? 'caption' : 'body2'} color="text.secondary" role="status">
        {status}
      </Typography>
    </>
  );
  const draw = onDraw && (
    <ToggleButton
      value="area"
      size="small"
      selected={drawing}
      onChange={onDraw}
      sx={{ py: 0.25, ...(!compact && { ml: 'auto' }) }}
      title={t('area.drawHint')}
    >
      <CropFreeIcon fontSize="small" sx={{ mr: 0.5 }} />
      {t('area.draw')}
    </ToggleButton>
  );

  if (!compact)
    return (
      <Stack spacing={1} sx={{ flex: '1 1 0', minHeight: 0 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {legendAndStatus}
          {draw}
          {trips && (
            <FormControlLabel
              sx={onDraw ? undefined : { ml: 'auto' }}
              control={
                <Switch
                  size="small"
                  checked={trips.shown}
                  onChange={(e) => trips.onChange(e.target.checked)}
                />
              }
              label={t('tripLines')}
            />
          )}
        </Stack>
        <Box sx={{ flex: '1 1 0', minHeight: 0 }}>{children}</Box>
      </Stack>
    );
  return (
    <Stack spacing={0.5} sx={{ flex: '1 1 0', minHeight: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, px: 2, pt: 1 }}
      >
        {legendAndStatus}
      </Stack>
      <Box sx={{ flex: '1 1 0', minHeight: 0, position: 'relative' }}>
        {children}
        {(draw ?? trips) && (
          <Paper
            elevation={2}
            sx={{ position: 'absolute', top: 10, left: 10, display: 'flex', gap: 0.5, p: 0.5 }}
          >
            {draw}
            {trips && (
              <ToggleButton
                value="trips"
                size="small"
                selected={trips.shown}
                onChange={() => trips.onChange(!trips.shown)}
                sx={{ py: 0.25 }}
              >
                <RouteIcon fontSize="small" sx={{ mr: 0.5 }} />
                {t('tripLines')}
              </ToggleButton>
            )}
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
