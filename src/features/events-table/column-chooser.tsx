import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout } from '../event-url';
import { columnById, columnName, eventColumns } from '../event-rows';

/**
 * Which columns show and in what order: a checkbox per column, and for the shown ones buttons that move
 * them left or right (what dragging a header does, for the keyboard); "Default columns" resets all.
 */
export const ColumnChooser = memo(function ColumnChooser({
  layout,
  onToggle,
  onMove,
  onReset,
}: {
  layout: ColumnLayout;
  onToggle: (id: string) => void;
  onMove: (id: string, index: number) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('explore');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hidden = eventColumns.filter((c) => !layout.order.includes(c.id));
  const shown = layout.order.flatMap((id) => columnById(id) ?? []);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
      >
        {t('table.chooser.button')}
      </Button>
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('table.chooser.label') } }}
      >
        <List dense sx={{ minWidth: 280 }}>
          {[...shown, ...hidden].map((column) => {
            const index = layout.order.indexOf(column.id);
            const name = columnName(column);
            return (
              <ListItem
                key={column.id}
                secondaryAction={
                  index >= 0 && (
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        aria-label={t('table.chooser.moveLeft', { column: name })}
                        disabled={index === 0}
                        onClick={() => onMove(column.id, index - 1)}
                      >
                        <ArrowBackIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('table.chooser.moveRight', { column: name })}
                        disabled={index === layout.order.length - 1}
                        onClick={() => onMove(column.id, index + 1)}
                      >
                        <ArrowForwardIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  )
                }
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      size="small"
                      checked={index >= 0}
                      disabled={index >= 0 && layout.order.length === 1}
                      onChange={() => onToggle(column.id)}
                    />
                  }
                  label={name}
                />
              </ListItem>
            );
          })}
        </List>
        <Divider />
        <Stack direction="row" sx={{ p: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
            {t('table.chooser.hint')}
          </Typography>
          <Button size="small" onClick={onReset}>
            {t('table.chooser.reset')}
          </Button>
        </Stack>
      </Popover>
    </>
  );
});
