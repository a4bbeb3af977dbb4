import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { eventDetailHref } from '../../../config/paths';
import { useSignedIn } from '../../auth';
import { useEntityName } from '../../entities';
import type { FleetEvent } from '../../event-data';
import { ticketText } from './ticket-text';

/** "Copy for a ticket": the event as plain text, with the names known by the time of the click. */
export function CopyTicketButton({
  event,
  apiUrl,
  zone,
  tz,
}: {
  event: FleetEvent;
  apiUrl: string;
  zone: string;
  tz: string;
}) {
  const { t } = useTranslation('detail');
  const { region } = useSignedIn();
  // In the fields' order, which is the order names are asked for (and failures listed) on the page.
  const names = {
    company: useEntityName('company', event.companyId),
    vehicle: useEntityName('vehicle', event.vehicleId),
    device: useEntityName('device', event.deviceId),
  };
  const text = () =>
    ticketText(t, {
      event,
      regionLabel: region.label,
      regionId: region.id,
      zone,
      names,
      appLink: `${window.location.origin}${eventDetailHref({ regionId: region.id, type: event.type, id: event.idText, timeAt: event.timeAt, tz })}`,
      apiUrl,
    });
  return <CopyButton text={text} label={t('actions.copyTicket')} />;
}
