import { useEffect, useRef } from 'react';

/**
 * A performance mark (`home-card-painted`, the card's name as detail) once a card first shows what it
 * found, after the browser painted it: the benchmark times the home's first card and whole page by these.
 */
export function useCardMark(card: string, shown: boolean): void {
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current || !shown) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        marked.current = true;
        performance.mark('home-card-painted', { detail: card });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [card, shown]);
}
