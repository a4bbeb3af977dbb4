import type { FleetEvent } from '../../event-data';
import { cutAddress, hiddenText, maskAttributeValue, type Masking } from '../../presenter';

/**
 * The event as presenter mode shows it: the location cut to its suburb, attribute values hidden unless
 * their key is safe, fields the spec does not list and values sent unreadable hidden (free text, whatever
 * they hold). Ids stay: the page asks with them, and shows names (pseudonyms) for them.
 */
export function maskFleetEvent(event: FleetEvent, masking: Masking): FleetEvent {
  return {
    ...event,
    ...(event.location === undefined ? {} : { location: cutAddress(event.location) }),
    ...(event.attributes === undefined
      ? {}
      : {
          attributes: event.attributes.map((entry) => ({
            ...entry,
            text: maskAttributeValue(masking, entry.key, entry.text),
          })),
        }),
    unreadable: Object.fromEntries(Object.keys(event.unreadable).map((field) => [field, hiddenText()])),
    extra: Object.fromEntries(Object.keys(event.extra).map((key) => [key, hiddenText()])),
  };
}
