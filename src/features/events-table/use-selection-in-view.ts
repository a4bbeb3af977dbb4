import { useEffect, useRef } from 'react';
import type { EventKey } from '../event-url';

/**
 * Brings the selected event into view when the selection changes (here, on the map, by a link) or the user
 * changes the view (`viewKey`: order, search), and once when it first appears among the rows; never because
 * rows arrived under an unchanged view. For the table and the phone's cards alike.
 */
export function useSelectionInView(
  { selected, selectedIndex }: { selected: EventKey | null; selectedIndex: number },
  viewKey: string,
  scrollToIndex: (index: number) => void,
): void {
  const selectedKey = selected ? `${selected.id}/${selected.type}` : null;
  const pendingScroll = useRef(selectedKey);
  useEffect(() => {
    pendingScroll.current = selectedKey;
  }, [selectedKey, viewKey]);
  useEffect(() => {
    if (pendingScroll.current !== null && selectedIndex >= 0) {
      scrollToIndex(selectedIndex);
      pendingScroll.current = null;
    }
  }, [selectedIndex, scrollToIndex]);
}
