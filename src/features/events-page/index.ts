export { EventsPage } from './events-page';
