import { Box } from '@mui/material';
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

const storageKey = 'fleet-events.split';
export const splitBounds = { min: 25, max: 75, initial: 60, step: 5 } as const;

const clamp = (value: number) => Math.round(Math.min(splitBounds.max, Math.max(splitBounds.min, value)));

function readSplit(): number {
  const stored = Number(localStorage.getItem(storageKey));
  return stored ? clamp(stored) : splitBounds.initial;
}

/** The table's share of the width, in per cent, remembered across visits. */
export function useSplit() {
  const [share, setShare] = useState(readSplit);
  const change = useCallback((next: number, remember: boolean) => {
    const value = clamp(next);
    setShare(value);
    if (remember) localStorage.setItem(storageKey, String(value));
  }, []);
  return [share, change] as const;
}

/**
 * The handle between table and map: dragged with a pointer, or focused and moved with the arrow keys
 * (Home and End for the extremes), as the ARIA window-splitter pattern has it.
 */
export function SplitSeparator({
  share,
  onChange,
  container,
}: {
  share: number;
  onChange: (share: number, remember: boolean) => void;
  /** The element whose width the share is of. */
  container: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('events');
  const dragging = useRef(false);
  const shareAt = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    return box && box.width > 0 ? ((clientX - box.left) / box.width) * 100 : share;
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    dragging.current = true;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragging.current) onChange(shareAt(event.clientX), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onChange(shareAt(event.clientX), true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: share - splitBounds.step,
      ArrowRight: share + splitBounds.step,
      Home: splitBounds.min,
      End: splitBounds.max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next, true);
  };
  return (
    <Box
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('split.label')}
      aria-valuemin={splitBounds.min}
      aria-valuemax={splitBounds.max}
      aria-valuenow={share}
      aria-valuetext={t('split.value', { table: formatNumber(share), map: formatNumber(100 - share) })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      sx={{
        width: 12,
        cursor: 'col-resize',
        touchAction: 'none',
        display: 'flex',
        justifyContent: 'center',
        '&::after': { content: '""', width: 4, borderRadius: 2, bgcolor: 'divider', height: '100%' },
        '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main' },
        '&:focus-visible': { outline: 'none' },
      }}
    />
  );
}
