export { EventsPage } from './page/events-page';
export { HealthPage } from './health/health-page';
