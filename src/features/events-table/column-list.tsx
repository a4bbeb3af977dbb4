import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ColumnLayout } from '../event-url';
import { columnById, columnName, eventColumns } from '../event-rows';

export interface ColumnListProps {
  layout: ColumnLayout;
  onToggle: (id: string) => void;
  onMove: (id: string, index: number) => void;
  onReset: () => void;
}

/** The chooser's contents: loaded when it first opens (or a pointer or the focus reaches its button). */
export default function ColumnList({ layout, onToggle, onMove, onReset }: ColumnListProps) {
  const { t } = useTranslation('explore');
  const hidden = eventColumns.filter((c) => !layout.order.includes(c.id));
  const shown = layout.order.flatMap((id) => columnById(id) ?? []);
  return (
    <>
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
    </>
  );
}
