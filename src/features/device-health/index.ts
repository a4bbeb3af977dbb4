export { defaultHealthSettings, type EntityHealth } from './health-types';
export { sortHealth, type HealthFigure, type HealthSort } from './health-figures';
export { findingHref } from './health-links';
export { findingWords } from './finding-words';
export { healthCsv } from './health-csv';
export { parseHealthParams, writeHealthParams, type HealthParams } from './health-url';
export { useDeviceHealth, useHealthPaintedMark } from './use-device-health';
export { HealthTable } from './health-table';
