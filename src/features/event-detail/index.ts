export { EventDetailPage } from './page/event-detail-page';
export { LookupPage } from './lookup/lookup-page';
