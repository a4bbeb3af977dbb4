import { useCallback, useState } from 'react';
import { z } from 'zod';
import { defaultColumnIds, eventColumns } from './columns';

const storageKey = 'fleet-events.columns';

function readChoice(): string[] {
  try {
    const parsed = z.array(z.string()).safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    const known = parsed.success ? parsed.data.filter((id) => eventColumns.some((c) => c.id === id)) : [];
    return known.length > 0 ? known : defaultColumnIds;
  } catch {
    return defaultColumnIds;
  }
}

/** The user's column choice, kept across visits (it holds no data, so localStorage is fine). */
export function useColumnChoice() {
  const [visible, setVisible] = useState<string[]>(readChoice);
  const toggle = useCallback((id: string) => {
    setVisible((current) => {
      const next = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
      const ordered = eventColumns.map((c) => c.id).filter((c) => next.includes(c));
      if (ordered.length === 0) return current;
      localStorage.setItem(storageKey, JSON.stringify(ordered));
      return ordered;
    });
  }, []);
  const reset = useCallback(() => {
    localStorage.removeItem(storageKey);
    setVisible(defaultColumnIds);
  }, []);
  return { visible, toggle, reset };
}
