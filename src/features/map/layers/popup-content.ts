import { formatInZone } from '../../../lib/format-time';
import type { PointProps } from '../fixes';

/**
 * Popup contents as DOM nodes with text only: event data never becomes HTML, and links are always the
 * app's own detail path (followed in-app through `open`).
 */
export function popupContent(
  events: readonly PointProps[],
  zone: string,
  hrefOf: (event: PointProps) => string,
  open: (href: string) => void,
  total = events.length,
): HTMLElement {
  const root = document.createElement('div');
  root.style.maxHeight = '240px';
  root.style.overflow = 'auto';
  if (total > events.length) {
    const note = document.createElement('p');
    note.textContent = `${total} events here; the first ${events.length}:`;
    root.append(note);
  }
  for (const event of events) {
    const line = document.createElement('div');
    const link = document.createElement('a');
    const href = hrefOf(event);
    link.href = href;
    link.textContent = `${event.type}${event.action ? ` ${event.action}` : ''} #${event.id}`;
    link.addEventListener('click', (click) => {
      click.preventDefault();
      open(href);
    });
    const when = document.createElement('span');
    when.textContent = ` · ${formatInZone(event.timeAt, zone)}${event.vehicleId !== null ? ` · vehicle ${event.vehicleId}` : ''}`;
    line.append(link, when);
    root.append(line);
  }
  return root;
}
