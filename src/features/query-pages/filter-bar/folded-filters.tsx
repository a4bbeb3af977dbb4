import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Collapse, Stack } from '@mui/material';
import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FoldedFiltersSlots {
  /** The page's heading. */
  title: ReactNode;
  /**
   * The full filter bar (and what folds with it), folded behind `summary` until asked for; made the first
   * time it opens, then kept (what a field holds survives folding it again).
   */
  filters: ReactNode;
  /** A pointer or the focus reached the button that opens the bar: it may start loading its code. */
  onBarWanted?: () => void;
  /** One line that says what the filters are (chips); told whether the full bar is open, and how to open it. */
  summary: (bar: { open: boolean; openBar: () => void }) => ReactNode;
  /** Loading progress: small, in the header line, so it moves nothing when it goes. */
  progress?: ReactNode;
  /** Whether the folded filters open (a filter has a problem): at first, and whenever one arrives. */
  filtersOpen?: boolean;
  /** At the header line's end (Table, Map or Both). */
  end?: ReactNode;
}

/**
 * "Edit filters" / "Hide filters". Memoised: the header renders with every change of the URL, the button
 * only when the bar opens or shuts.
 */
const BarToggle = memo(function BarToggle({
  open,
  controls,
  onToggle,
  onWanted,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  onWanted: (() => void) | undefined;
}) {
  const { t } = useTranslation('events');
  return (
    <Button
      startIcon={open ? <ExpandLessIcon /> : <TuneIcon />}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onPointerEnter={onWanted}
      onFocus={onWanted}
      sx={{ flexShrink: 0 }}
    >
      {open ? t('layout.hideFilters') : t('layout.editFilters')}
    </Button>
  );
});

/**
 * A page's header line: its title, the filters in force as chips, loading progress and the button that
 * opens the full filter bar in place beneath. The events page and device health share it, so the
 * filters read and open the same way on both.
 */
export function FoldedFilters(slots: FoldedFiltersSlots) {
  const problems = slots.filtersOpen ?? false;
  const [open, setOpen] = useState(problems);
  // A problem that arrives later (the API refused a filter) opens the bar too, so it shows by its field.
  const [openedFor, setOpenedFor] = useState(problems);
  if (problems !== openedFor) {
    setOpenedFor(problems);
    if (problems) setOpen(true);
  }
  const filtersId = useId();
  const openBar = useCallback(() => setOpen(true), [setOpen]);
  const toggleBar = useCallback(() => setOpen((shown) => !shown), [setOpen]);
  return (
    <>
      {/* On a phone the chips take a line of their own under the title and buttons. */}
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', minWidth: 0, flexWrap: { xs: 'wrap', md: 'nowrap' }, rowGap: 1 }}
      >
        {slots.title}
        <Box
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            order: { xs: 1, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
          }}
        >
          {slots.summary({ open, openBar })}
        </Box>
        {slots.progress}
        <BarToggle open={open} controls={filtersId} onToggle={toggleBar} onWanted={slots.onBarWanted} />
        {slots.end && <Box sx={{ ml: { xs: 'auto', md: 0 } }}>{slots.end}</Box>}
      </Stack>
      <Collapse in={open} id={filtersId} mountOnEnter>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {slots.filters}
        </Stack>
      </Collapse>
    </>
  );
}
