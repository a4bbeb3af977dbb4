export { EventsTable } from './events-table';
export { useColumnLayout } from './use-column-layout';
export { ColumnChooser } from './column-chooser';
export { DensityToggle, useDensity } from './density';
export type { Density } from './table-styles';
export { EventCards } from './event-cards';
