export { EventDetailPage } from './page/event-detail-page';
