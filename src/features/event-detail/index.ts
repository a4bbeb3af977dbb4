export { EventDetailPage } from './page/event-detail-page';
export type { FixMapSlot } from './context/fix-map-area';
export { LookupPage } from './lookup/lookup-page';
