export { EventsPage } from './page/events-page';
