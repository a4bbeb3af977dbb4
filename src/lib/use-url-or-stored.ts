import { useCallback, useMemo, useState } from 'react';

/** A preference kept in this browser's localStorage (it holds no data): read, written and forgotten. */
export interface StoredPreference<T> {
  /** The kept value, or the default when nothing usable is kept. */
  read: () => T;
  write: (value: T) => void;
  clear: () => void;
}

/** A preference under `key`: `parse` takes the kept text (null when none) and falls back to a default. */
export function storedPreference<T>(
  key: string,
  parse: (text: string | null) => T,
  format: (value: T) => string,
): StoredPreference<T> {
  return {
    read: () => parse(localStorage.getItem(key)),
    write: (value) => localStorage.setItem(key, format(value)),
    clear: () => localStorage.removeItem(key),
  };
}

/** One URL parameter that overrides a stored preference while a shared link carries it. */
export interface UrlPreference<T> {
  name: string;
  parse: (params: URLSearchParams) => T | null;
  format: (value: T) => string;
  stored: StoredPreference<T>;
}

/** What of the page's URL a preference needs: its parameters, and the one way to write one. */
export interface UrlParams {
  params: URLSearchParams;
  replaceParams: (values: Readonly<Record<string, string | null>>) => void;
}

/**
 * URL first, stored preference second: a shared link's value wins while it is open; the user's choice is
 * kept in this browser, and goes to the URL too only once a link carried the parameter there.
 * `preference` must keep its identity (a module constant).
 */
export function useUrlOrStored<T>(url: UrlParams, preference: UrlPreference<T>) {
  const { name, parse, format, stored } = preference;
  const [kept, setKept] = useState<T>(stored.read);
  // Parsed again only when its own parameter changes, so a parsed object keeps its identity.
  const text = url.params.get(name) ?? '';
  const fromUrl = useMemo(() => parse(new URLSearchParams({ [name]: text })), [parse, name, text]);
  const inUrl = text !== '';
  const { replaceParams } = url;
  const change = useCallback(
    (next: T) => {
      stored.write(next);
      setKept(next);
      if (inUrl) replaceParams({ [name]: format(next) });
    },
    [stored, inUrl, replaceParams, name, format],
  );
  /** Forgets the kept choice: back to the default (in the URL too, when a link carried it). */
  const reset = useCallback(() => {
    stored.clear();
    const fallback = stored.read();
    setKept(fallback);
    if (inUrl) replaceParams({ [name]: format(fallback) });
  }, [stored, inUrl, replaceParams, name, format]);
  return [fromUrl ?? kept, change, reset] as const;
}
