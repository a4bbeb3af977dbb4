import { createContext, useContext, type ReactNode } from 'react';
import type { RegionConfig } from '../../config/schema';

const ActiveRegionContext = createContext<RegionConfig | null>(null);

export function ActiveRegionProvider({ region, children }: { region: RegionConfig; children: ReactNode }) {
  return <ActiveRegionContext.Provider value={region}>{children}</ActiveRegionContext.Provider>;
}

/** The region named by the first URL segment; only pages under /:region use it. */
export function useActiveRegion(): RegionConfig {
  const region = useContext(ActiveRegionContext);
  if (!region) throw new Error('useActiveRegion must be used under a /:region route');
  return region;
}
