import { HealthPage } from '../../features/events';

export function HealthRoute() {
  return <HealthPage />;
}
