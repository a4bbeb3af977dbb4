import { Button, Popover, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TopValuesList, type TopValuesListProps } from './top-values-list';
import { columnLabel } from '../event-rows';

/** What a column header's menu button opened: which column, next to which button. */
export interface ColumnMenuTarget {
  column: string;
  anchor: HTMLElement;
}

/**
 * A column header's menu: the column's top values among the rows shown, include/exclude for each (which
 * closes it, like any menu choice), and a way to keep them open beside the table. Escape or a click
 * outside closes it; focus goes back to its button.
 */
export function ColumnValuesMenu({
  target,
  onClose,
  onOpenPanel,
  ...list
}: Omit<TopValuesListProps, 'column'> & {
  target: ColumnMenuTarget | null;
  onClose: () => void;
  onOpenPanel: (column: string) => void;
}) {
  const { t } = useTranslation('explore');
  const headingId = useId();
  if (!target) return null;
  const name = columnLabel(target.column);
  return (
    <Popover
      open
      anchorEl={target.anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { p: 1.5, width: 400, maxWidth: 'calc(100vw - 32px)' },
        },
      }}
    >
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('values.menu.heading', { column: name })}
      </Typography>
      <TopValuesList
        column={target.column}
        {...list}
        onToggle={(filter) => {
          onClose();
          list.onToggle(filter);
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" onClick={() => onOpenPanel(target.column)}>
          {t('values.menu.showBeside')}
        </Button>
      </Stack>
    </Popover>
  );
}
