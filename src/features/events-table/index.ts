export { EventsTable } from './events-table';
export { useColumnLayout } from './use-column-layout';
export { ColumnChooser } from './column-chooser';
