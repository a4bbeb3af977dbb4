import { Alert, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEntity, useEntityNames } from '../entities';
import { AttentionList } from './attention-list';
import { defaultFilters, pageHref, type QueryPage } from '../event-url';
import { HomeCard } from './home-card';
import { useCardMark } from './use-card-mark';
import { lastSevenDays, useAttention } from './use-attention';
import type { HomeClock } from './use-home-clock';
import { everyType } from './use-today-counts';

/** The devices whose data looks most wrong over the last seven days, each with its reason and links. */
export function AttentionCard({ clock }: { clock: HomeClock }) {
  const { t } = useTranslation('home');
  const { load, top, error } = useAttention(clock);
  useCardMark('attention', top !== null);
  const ids = useMemo(() => (top ?? []).map((h) => h.id), [top]);
  const { names } = useEntityNames('device', ids);
  const deviceText = (id: number) => {
    const name = names.get(id);
    return name ? formatEntity(id, name) : t('attention.deviceId', { id });
  };
  const { regionId, tz } = clock;
  const hrefOf = (page: QueryPage, deviceIds: number[]) =>
    pageHref(page, regionId, {
      filters: {
        ...everyType,
        range: lastSevenDays,
        constraints: { ...defaultFilters.constraints, deviceIds },
        tz,
      },
    });
  return (
    <HomeCard
      title={t('attention.title')}
      href={hrefOf('health', [])}
      linkText={t('attention.open')}
      load={load}
    >
      {error !== null && <Alert severity="error">{t('attention.failed', { message: String(error) })}</Alert>}
      {top?.length === 0 && <Typography role="status">{t('attention.none')}</Typography>}
      {top && top.length > 0 && <AttentionList top={top} hrefOf={hrefOf} deviceText={deviceText} />}
    </HomeCard>
  );
}
