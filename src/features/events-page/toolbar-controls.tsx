import RefreshIcon from '@mui/icons-material/Refresh';
import { IconButton, TextField, Tooltip } from '@mui/material';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Quick search. Memoised with the page's stable callbacks: a sort does not re-render it. */
export const SearchField = memo(function SearchField({
  value,
  onChange,
  inputRef,
}: {
  value: string;
  onChange: (search: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('events');
  return (
    <TextField
      inputRef={inputRef}
      size="small"
      type="search"
      label={t('toolbar.search')}
      placeholder={t('toolbar.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, 500))}
      sx={{ width: { xs: '100%', sm: 200, xl: 260 } }}
    />
  );
});

/** An icon, as browsers draw reload (named, with a tooltip): the toolbar keeps to one line in every language. */
export const RefreshButton = memo(function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('events');
  return (
    <Tooltip title={t('toolbar.refresh')}>
      <IconButton size="small" color="primary" aria-label={t('toolbar.refresh')} onClick={onRefresh}>
        <RefreshIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
});
