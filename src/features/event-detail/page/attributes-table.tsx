import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import type { AttributeEntry } from '../../event-data';

/** Whatever keys arrive, as text, with the JSON type each value was sent as (the spec says text). */
export function AttributesTable({ attributes }: { attributes: readonly AttributeEntry[] | undefined }) {
  const { t } = useTranslation('detail');
  const entries = [...(attributes ?? [])].sort((a, b) => a.key.localeCompare(b.key));
  if (entries.length === 0) return <Typography color="text.secondary">{t('attributes.none')}</Typography>;
  return (
    <Table size="small" aria-label={t('attributes.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('attributes.key')}</TableCell>
          <TableCell>{t('attributes.value')}</TableCell>
          <TableCell>{t('attributes.sentAs')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(({ key, kind, text }) => (
          <TableRow key={key}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {text.length > 2000
                ? `${text.slice(0, 2000)}${t('attributes.truncated', { count: text.length, n: formatNumber(text.length) })}`
                : text}
            </TableCell>
            <TableCell sx={{ color: kind === 'string' ? 'text.secondary' : 'warning.main' }}>
              {t(`attributes.kinds.${kind}`)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
