// What one event may cost the reader, whatever the API sends (issue 64; docs/reading-limits.md). Past a
// limit the event is kept with what fits, and the day's read report names the event and what was cut.

/** Attributes and fields the spec does not list, together, kept per event (the spec's fields always are). */
export const maxFieldsPerEvent = 500;

/** Characters kept of one value (a text field, an attribute, a field the spec does not list). */
export const maxValueChars = 10_000;

/** Characters kept of one attribute key or field name. */
export const maxKeyChars = 200;

/**
 * Distinct attribute keys one day may add as columns. Pairs under a key past it are kept with their event
 * (its detail and the JSON export show them) but offered as no column.
 */
export const maxAttributeKeysPerDay = 1_000;

/** Cut notes listed per day (all are counted). */
export const maxListedCuts = 200;

/** What was cut of one event, as data: the page words it in the user's language. */
export type CutWhat =
  /** Fields past `maxFieldsPerEvent`: `size` sent, `kept` kept. */
  | 'fields'
  /** A value past `maxValueChars` (`field` names it): `size` characters sent, `kept` kept. */
  | 'value'
  /** A key past `maxKeyChars`: `size` characters sent, `kept` kept. */
  | 'key'
  /** Attribute keys past the day's `maxAttributeKeysPerDay`: `size` such keys on this event. */
  | 'attributeKeys';

export interface CutNote {
  /** Where the event was in the response. */
  index: number;
  /** The event's id as sent, and its type (cut to a few characters). */
  id: string;
  type: string;
  what: CutWhat;
  /** The field, attribute or key concerned, cut short (none for 'fields'). */
  field?: string;
  size: number;
  kept: number;
}

/** A name as a cut note shows it. */
export const noteName = (name: string): string => (name.length > 60 ? `${name.slice(0, 60)}…` : name);

/** A value or key cut to `max` characters, marked where it was cut; itself when it fits. */
export const cutTo = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;
