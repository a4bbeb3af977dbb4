import { TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PeriodChoice } from '../event-url';
import type { BrushAction } from './brush-text';

const offeredDays = [1, 7, 28];

/** "Previous period", "7 days earlier", in the active language. */
export function periodLabel(vs: PeriodChoice, t: ReturnType<typeof useTranslation<'explore'>>['t']): string {
  return vs.kind === 'previous'
    ? t('histogram.period.previous')
    : t('histogram.period.days', { count: vs.days, n: vs.days });
}

/** What a drag across the bars does, and which period is overlaid. */
export function HistogramControls({
  action,
  onAction,
  vs,
  onPeriod,
}: {
  action: BrushAction;
  onAction: ((action: BrushAction) => void) | undefined;
  vs: PeriodChoice | null;
  onPeriod: ((vs: PeriodChoice | null) => void) | undefined;
}) {
  const { t } = useTranslation('explore');
  const days =
    vs?.kind === 'days' && !offeredDays.includes(vs.days) ? [...offeredDays, vs.days] : offeredDays;
  const choices: PeriodChoice[] = [
    { kind: 'previous' },
    ...days.map((n) => ({ kind: 'days' as const, days: n })),
  ];
  const valueOf = (choice: PeriodChoice | null) =>
    choice === null ? '' : choice.kind === 'previous' ? 'previous' : String(choice.days);
  return (
    <>
      {onAction && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={action}
          aria-label={t('histogram.brush.label')}
          onChange={(_, next: BrushAction | null) => next && onAction(next)}
          sx={{ '& .MuiToggleButton-root': { py: 0, px: 1, textTransform: 'none' } }}
        >
          <ToggleButton value="zoom">{t('histogram.brush.zoom')}</ToggleButton>
          <ToggleButton value="compare">{t('histogram.brush.compare')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {onPeriod && (
        <TextField
          select
          size="small"
          value={valueOf(vs)}
          onChange={(event) =>
            onPeriod(choices.find((choice) => valueOf(choice) === event.target.value) ?? null)
          }
          // Named, not labelled on screen: a floating label would make the chart's header line taller, and
          // its options say what they are ("No overlay", "Previous period").
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t('histogram.period.label') } }}
          sx={{ '& select': { py: 0.25, typography: 'body2' } }}
        >
          <option value="">{t('histogram.period.none')}</option>
          {choices.map((choice) => (
            <option key={valueOf(choice)} value={valueOf(choice)}>
              {periodLabel(choice, t)}
            </option>
          ))}
        </TextField>
      )}
    </>
  );
}
