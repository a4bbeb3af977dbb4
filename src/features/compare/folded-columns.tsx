import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedColumn } from '../event-rows';
import { ComparedColumnTable } from './compared-column-table';

type TableProps = Omit<ComponentProps<typeof ComparedColumnTable>, 'compared'>;

/**
 * The id-like columns that differ (sequence numbers, addresses, trips), closed under one button after the
 * others: they differ in any range by their nature, and ranked among the others they came first.
 */
export function FoldedColumns({ columns, ...table }: TableProps & { columns: readonly ComparedColumn[] }) {
  const { t } = useTranslation('explore');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (columns.length === 0) return null;
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => setOpen((was) => !was)}
      >
        {t('compare.more')}
      </Button>
      <Box id={id} hidden={!open} sx={{ mt: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('compare.moreHint')}
        </Typography>
        {open &&
          columns.map((compared) => (
            <ComparedColumnTable key={compared.column} compared={compared} {...table} />
          ))}
      </Box>
    </Box>
  );
}
