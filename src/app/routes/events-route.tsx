import { PlaceholderPage } from '../../components/placeholder-page';

export function EventsRoute() {
  return (
    <PlaceholderPage title="Events">
      The filterable event table arrives with the events explorer; until then there is nothing to browse here.
    </PlaceholderPage>
  );
}
