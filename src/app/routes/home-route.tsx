import { HomePage } from '../../features/home-page';

export function HomeRoute() {
  return <HomePage />;
}
