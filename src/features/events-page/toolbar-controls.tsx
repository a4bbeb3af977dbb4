import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, IconButton, TextField, Tooltip } from '@mui/material';
import { memo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnState } from '../../lib/use-own-state';

/**
 * Never shown: the label's raised states (focused, then filled) are in the page before the first focus.
 * Made then, they were new CSS that restyled the whole page, some 50 ms of the first click or keystroke in
 * the search on a slow laptop. One element for good, so a keystroke does not render it again.
 */
const raisedLabelStyles = (
  <div hidden>
    <TextField size="small" label="-" defaultValue="-" focused />
    <TextField size="small" label="-" defaultValue="-" />
  </div>
);

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
  // What was typed shows at once, in the keystroke's own frame; the search in the URL (and the rows)
  // follows after it paints. A search changed elsewhere (its chip removed) replaces it.
  const [text, setText] = useOwnState(value);
  return (
    <>
      <TextField
        inputRef={inputRef}
        size="small"
        type="search"
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        value={text}
        onChange={(event) => {
          const typed = event.target.value.slice(0, 500);
          setText(typed);
          onChange(typed);
        }}
        sx={{ width: { xs: '100%', sm: 200, xl: 260 } }}
      />
      {raisedLabelStyles}
    </>
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

/** Opens and closes the top values panel; named in full, the words shown a part of the name (WCAG's label in name). */
export const TopValuesButton = memo(function TopValuesButton({
  open,
  onToggle,
}: {
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('events');
  return (
    <Button
      size="small"
      startIcon={<LeaderboardIcon />}
      aria-label={t('toolbar.topValues')}
      aria-pressed={open}
      onClick={onToggle}
    >
      {t('toolbar.topValuesShort')}
    </Button>
  );
});
