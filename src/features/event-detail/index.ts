export { EventDetailPage, type FixMapSlot } from './page/event-detail-page';
export { LookupPage } from './lookup/lookup-page';
