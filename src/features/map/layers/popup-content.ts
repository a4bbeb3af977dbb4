import { formatEntity } from '../../entities';
import type { NameOf } from '../../event-rows';
import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { formatInZone } from '../../../lib/format-time';
import type { PointProps } from '../fixes';

/** "vehicle Ute 12 · AB-12-CD (40010024)" once the name is known, "vehicle 40010024" until then. */
function vehicleText(id: number, nameOf: NameOf | undefined): string {
  return i18n.t('map:popup.vehicle', {
    vehicle: formatEntity(id, nameOf?.('vehicle', id), { secondary: true }),
  });
}

/**
 * Popup contents as DOM nodes with text only: event data never becomes HTML, and links are always the
 * app's own detail path (followed in-app through `open`). Names are looked up, and the texts worded in
 * the active language, when the popup opens, so a name that arrived after the fixes were drawn shows.
 * Times keep the table's sortable form, so a popup's event is found in the table by its time.
 */
export function popupContent(
  events: readonly PointProps[],
  zone: string,
  hrefOfEvent: (event: PointProps) => string,
  open: (href: string) => void,
  total = events.length,
  nameOf?: NameOf,
  onReplayVehicle?: (vehicleId: number) => void,
): HTMLElement {
  const root = document.createElement('div');
  root.style.maxHeight = '240px';
  root.style.overflow = 'auto';
  if (total > events.length) {
    const note = document.createElement('p');
    note.textContent = i18n.t('map:popup.firstOf', {
      count: total,
      total: formatNumber(total),
      n: formatNumber(events.length),
    });
    root.append(note);
  }
  for (const event of events) {
    const line = document.createElement('div');
    const link = document.createElement('a');
    const href = hrefOfEvent(event);
    link.href = href;
    link.textContent = `${event.type}${event.action ? ` ${event.action}` : ''} #${event.id}`;
    link.addEventListener('click', (click) => {
      click.preventDefault();
      open(href);
    });
    const when = document.createElement('span');
    when.textContent = ` · ${formatInZone(event.timeAt, zone)}${event.vehicleId !== null ? ` · ${vehicleText(event.vehicleId, nameOf)}` : ''}`;
    line.append(link, when);
    root.append(line);
  }
  if (onReplayVehicle) appendReplayActions(root, events, onReplayVehicle, nameOf);
  return root;
}

/** "Replay this vehicle" (or, for a spot shared by several, one button per vehicle, the first few). */
function appendReplayActions(
  root: HTMLElement,
  events: readonly PointProps[],
  onReplayVehicle: (vehicleId: number) => void,
  nameOf: NameOf | undefined,
) {
  const vehicles = [...new Set(events.flatMap((event) => event.vehicleId ?? []))].slice(0, 5);
  for (const vehicleId of vehicles) {
    // In presenter mode the pseudonym stands for the id.
    const named = nameOf?.('vehicle', vehicleId);
    const shownId = named?.masked ? named.name : String(vehicleId);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'popup-action';
    button.textContent =
      vehicles.length === 1
        ? i18n.t('map:popup.replayThis')
        : i18n.t('map:popup.replayVehicle', { id: shownId });
    if (vehicles.length === 1)
      button.setAttribute('aria-label', i18n.t('map:popup.replayThisLabel', { id: shownId }));
    button.style.marginTop = '6px';
    button.style.marginRight = '6px';
    button.style.cursor = 'pointer';
    button.addEventListener('click', () => onReplayVehicle(vehicleId));
    root.append(button);
  }
}
