import BarChartIcon from '@mui/icons-material/BarChart';
import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { Badge, Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The events page's header on a phone, one line: the title, loading progress, the button to the sheet with
 * the filters and the page's actions, the histogram's fold and the list or map switch. The sheet slides up
 * from the bottom, within a thumb's reach, and leaves the screen to the events while closed.
 */
export function PhoneHeader({
  title,
  progress,
  chips,
  filters,
  actions,
  problems,
  histogram,
  end,
}: {
  title: ReactNode;
  progress?: ReactNode;
  /** How many filters are in force, on the button. */
  chips: number;
  /** The filters in force and the full filter bar. */
  filters: ReactNode;
  actions: ReactNode;
  /** A filter has a problem: the sheet opens, so it shows by its field. */
  problems: boolean;
  histogram: { open: boolean; onToggle: () => void; controls: string };
  end: ReactNode;
}) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(problems);
  const [openedFor, setOpenedFor] = useState(problems);
  if (problems !== openedFor) {
    setOpenedFor(problems);
    if (problems) setOpen(true);
  }
  const sheetTitle = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', minWidth: 0 }}>
        {title}
        <Box sx={{ flexGrow: 1 }} />
        {/* The count on the button's corner, not in it: its name begins with the word it shows (WCAG 2.5.3,
            label in name), which a count before the word broke, and says the count itself. */}
        <Badge badgeContent={chips} color="primary" sx={{ flexShrink: 0 }}>
          <Button
            aria-label={chips ? t('phone.sheetCounted', { count: chips }) : t('phone.sheet')}
            onClick={() => setOpen(true)}
            startIcon={<TuneIcon />}
          >
            {t('phone.filters')}
          </Button>
        </Badge>
        <IconButton
          color={histogram.open ? 'primary' : 'default'}
          aria-label={t('phone.histogram')}
          aria-expanded={histogram.open}
          aria-controls={histogram.open ? histogram.controls : undefined}
          onClick={histogram.onToggle}
        >
          <BarChartIcon />
        </IconButton>
        {end}
      </Stack>
      {/* A line of its own while days load: in the header line it pushed the map switch off the screen. */}
      {progress}
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': sheetTitle,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, overflow: 'hidden' },
          },
        }}
      >
        {/* Its title and its way back stay put while the fields scroll between them: all of them never
            fit a phone's screen at once (a 360 × 740 one scrolled the button away). */}
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
          <Typography id={sheetTitle} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('phone.sheet')}
          </Typography>
          <IconButton aria-label={t('phone.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={1.5} sx={{ px: 2, py: 1, overflowY: 'auto', minHeight: 0, flex: '1 1 auto' }}>
          {filters}
          {actions}
        </Stack>
        <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Button variant="contained" fullWidth onClick={close}>
            {t('phone.close')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
