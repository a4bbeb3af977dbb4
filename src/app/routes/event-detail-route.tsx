import { PlaceholderPage } from '../../components/placeholder-page';

export function EventDetailRoute() {
  return (
    <PlaceholderPage title="Event detail">The event detail view arrives with its own issue.</PlaceholderPage>
  );
}
