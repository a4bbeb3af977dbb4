import { HealthPage } from '../../features/health-page';

export function HealthRoute() {
  return <HealthPage />;
}
