import { isPathSafeType } from '../../event-url';

/** The lookup form as the URL keeps it, so a link repeats the search. */
export interface LookupForm {
  /** One type, several (comma-separated), or empty: every type the region has shown. */
  type: string;
  id: string;
  /** A date or date-time in the page's zone (see around-date.ts). */
  date: string;
  /** Search every region this tab is signed in to, not only the page's. */
  all: boolean;
}

/**
 * The form in the URL (`type`, `id`, `date`, `all=1`); `submitted` when it names an id, which starts the
 * search. Without one, the form starts from the defaults (today, ignition, the remembered checkbox).
 */
export function parseLookupParams(
  params: URLSearchParams,
  defaults: { date: string; all: boolean },
): { form: LookupForm; submitted: boolean } {
  const id = (params.get('id') ?? '').trim();
  if (id === '')
    return { form: { type: 'ignition', id: '', date: defaults.date, all: defaults.all }, submitted: false };
  return {
    form: {
      type: (params.get('type') ?? '').trim(),
      id,
      date: (params.get('date') ?? '').trim() || defaults.date,
      all: params.get('all') === '1',
    },
    submitted: true,
  };
}

/** The URL's query for a form, keeping the page's zone choice (`tz`) when it has one. */
export function lookupSearch(form: LookupForm, tz: string | null): string {
  const query = new URLSearchParams();
  if (form.type.trim()) query.set('type', form.type.trim());
  query.set('id', form.id.trim());
  if (form.date.trim()) query.set('date', form.date.trim());
  if (form.all) query.set('all', '1');
  if (tz && tz !== 'user') query.set('tz', tz);
  return `?${query.toString()}`;
}

/**
 * The types a form asks for: each of a list ("ignition, driver"), deduplicated; an empty list means
 * every type the region has shown. Null when one of them is not a type a path can carry.
 */
export function typesOf(text: string): string[] | null {
  // Commas only: a type may hold spaces (the API's list of types is open).
  const types = [
    ...new Set(
      text
        .split(',')
        .map((type) => type.trim())
        .filter(Boolean),
    ),
  ];
  return types.every(isPathSafeType) ? types : null;
}
