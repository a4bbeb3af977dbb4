import { useCallback, useState } from 'react';
import type { ColumnMenuTarget } from './column-values-menu';

/**
 * Which column's top values are open: in a header's menu (next to its button) and beside the table (the
 * panel, which stays open while filters change). The attributes column opens the panel on its keys.
 */
export function useValuesPanel() {
  const [menu, setMenu] = useState<ColumnMenuTarget | null>(null);
  const [panel, setPanel] = useState<string | null>(null);
  const [lastPanel, setLastPanel] = useState('vehicle');
  const showPanel = useCallback((column: string) => {
    setMenu(null);
    setPanel(column);
    setLastPanel(column);
  }, []);
  const openMenu = useCallback(
    (column: string, anchor: HTMLElement) =>
      column === 'attributes' ? showPanel(column) : setMenu({ column, anchor }),
    [showPanel],
  );
  const closeMenu = useCallback(() => setMenu(null), []);
  const togglePanel = useCallback(
    () => (panel === null ? showPanel(lastPanel) : setPanel(null)),
    [panel, lastPanel, showPanel],
  );
  return { menu, panel, openMenu, closeMenu, showPanel, togglePanel, closePanel: () => setPanel(null) };
}
