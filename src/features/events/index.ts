export { EventsPage, type EventsMapSlotProps } from './page/events-page';
