import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { forgetAtSessionEnd } from './session-reset';
import { colorOfType } from './type-colors';

const noColors: ReadonlyMap<string, string> = new Map();
const ShareContext = createContext<(colors: ReadonlyMap<string, string>) => void>(() => undefined);
const ColorsContext = createContext<ReadonlyMap<string, string>>(noColors);

/**
 * The type colours the last chart or map of many types gave, held by the app's providers: a page of one
 * event colours its type as the events map and histogram did just before. Types are the loaded data's,
 * so they are forgotten when a session ends.
 */
export function TypeColorsProvider({ children }: { children: ReactNode }) {
  const [colors, setColors] = useState(noColors);
  useEffect(() => forgetAtSessionEnd(() => setColors(noColors)), []);
  return (
    <ShareContext.Provider value={setColors}>
      <ColorsContext.Provider value={colors}>{children}</ColorsContext.Provider>
    </ShareContext.Provider>
  );
}

/** Offers a chart's or map's colours (after it renders) to the pages of one event. */
export function useShareTypeColors(colors: ReadonlyMap<string, string>): void {
  const share = useContext(ShareContext);
  useEffect(() => share(colors), [share, colors]);
}

/** One type's colour: as the last chart or map of many types gave it, else as that type alone. */
export function useTypeColor(type: string): string {
  return colorOfType(type, useContext(ColorsContext));
}
