import { Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { formatNumber } from '../../../i18n/format';

/** What the API sent; `fromTable` when it is the row as the table read it, until the event's own call answers. */
export function RawJson({
  value,
  fromTable = false,
  masked = false,
}: {
  value: unknown;
  fromTable?: boolean;
  /** Presenter mode's masked object: said above it (and copied as shown). */
  masked?: boolean;
}) {
  const { t } = useTranslation('detail');
  const text = useMemo(() => JSON.stringify(value, null, 2), [value]);
  const shown =
    text.length > 200_000
      ? [
          text.slice(0, 200_000),
          t('rawJson.truncated', { count: text.length, n: formatNumber(text.length) }),
        ].join('\n')
      : text;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('rawJson.title')}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('rawJson.title')}
        </Typography>
        <CopyButton text={text} label={t('rawJson.copy')} />
      </Stack>
      {masked && (
        <Typography variant="body2" color="warning.main">
          {t('rawJson.presenterNote')}
        </Typography>
      )}
      {fromTable && (
        <Typography variant="body2" color="text.secondary">
          {t('rawJson.fromTable')}
        </Typography>
      )}
      {/* Focusable, so keyboard users can scroll a long document too. */}
      <Typography
        component="pre"
        tabIndex={0}
        role="group"
        aria-label={t('rawJson.textLabel')}
        sx={{ m: 0, fontSize: 13, overflow: 'auto', maxHeight: 480 }}
      >
        {shown}
      </Typography>
    </Paper>
  );
}
