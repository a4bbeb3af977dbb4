import { Box } from '@mui/material';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellTexts } from '../event-rows';
import { EventCard } from './event-card';
import type { TableData, TableSelection } from './events-table';
import { useRowSlots } from './row-slots';
import { cardHeight, cardStyles } from './card-styles';
import { useFixedRows } from './use-fixed-rows';
import { useSelectionInView } from './use-selection-in-view';

/**
 * The events as a list of cards, for a phone: the same rows, selection and links as the table, drawn as
 * the table draws its rows (only those in view, each in a slot it keeps while it stays in view).
 */
export function EventCards({ data, selection }: { data: TableData; selection: TableSelection }) {
  const { store, rows, names, zone, viewKey } = data;
  const { selectedIndex, onSelectGlobal, hrefOfGlobal, onOpenGlobal } = selection;
  const { t } = useTranslation('explore');
  const texts = useMemo(() => cellTexts(t), [t]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, end, totalHeight, scrollToIndex } = useFixedRows({
    count: rows.length,
    scrollRef,
    rowHeight: cardHeight,
    offset: 0,
    coveredTop: 0,
    overscan: 4,
    fallbackHeight: 720,
  });
  const indices = useMemo(() => Array.from({ length: end - first }, (_, i) => first + i), [first, end]);
  const slots = useRowSlots(indices);

  useSelectionInView(selection, viewKey, scrollToIndex);

  const open = useCallback(
    (g: number) => {
      onSelectGlobal(g);
      onOpenGlobal(g);
    },
    [onSelectGlobal, onOpenGlobal],
  );

  return (
    <Box ref={scrollRef} sx={cardStyles}>
      <div role="list" aria-label={t('table.label')} style={{ height: totalHeight, position: 'relative' }}>
        {indices.map((index) => {
          const g = rows[index];
          if (g === undefined) return null;
          return (
            <EventCard
              key={slots.get(index)}
              store={store}
              g={g}
              index={index}
              count={rows.length}
              start={index * cardHeight}
              selected={index === selectedIndex}
              zone={zone}
              names={names}
              href={hrefOfGlobal(g)}
              onOpen={open}
              texts={texts}
            />
          );
        })}
      </div>
    </Box>
  );
}
