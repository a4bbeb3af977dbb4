export { EventsHistogram } from './events-histogram';
