import { LookupPage } from '../../features/event-detail';

export function LookupRoute() {
  return <LookupPage />;
}
