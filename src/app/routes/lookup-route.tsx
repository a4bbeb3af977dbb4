import { PlaceholderPage } from '../../components/placeholder-page';

export function LookupRoute() {
  return (
    <PlaceholderPage title="Look up an event">
      The lookup by type and id arrives with its own issue.
    </PlaceholderPage>
  );
}
