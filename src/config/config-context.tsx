import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig, RegionConfig } from './schema';

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <ConfigProvider>');
  return config;
}

export function findRegion(config: AppConfig, id: string | undefined): RegionConfig | undefined {
  return config.regions.find((region) => region.id === id);
}
