/**
 * The dates the e2e specs choose their data by. The emulator's data is a pure function of the seed and the
 * calendar date (weekdays busy, ~93 % of vehicles drive; Saturday ~40 %; Sunday ~15 %), so a spec that
 * asserts on data names the days it needs here instead of counting back from today. Every date is in
 * November 2026, in the past for every run of the suite (it runs from December 2026 on). Windows are
 * API dates in the user's zone, `to` exclusive, as the events and health pages read `from` and `to`.
 */

/** Mon 16 – Mon 23 Nov 2026: a whole week, every weekday and the weekend between them. */
export const workingWeek = { from: '2026-11-16', to: '2026-11-23' } as const;

/** Tue 17 Nov 2026: a working weekday, the day before `wednesday` (its "previous period"). */
export const tuesday = '2026-11-17';

/** Wed 18 Nov 2026: a working weekday in the middle of `workingWeek`, every shift on the road. */
export const wednesday = '2026-11-18';

/** Thu 19 Nov 2026: the end (exclusive) of a window of `wednesday` alone. */
export const thursday = '2026-11-19';

/** Tue 10 – Thu 12 Nov 2026: two working weekdays, one of them to spoil and one to survive (hostile specs). */
export const twoWeekdays = { from: '2026-11-10', to: '2026-11-12' } as const;

/** Tue 3 – Tue 10 Nov 2026: a week before `twoWeekdays`, for a load of seven API dates (hostile specs). */
export const hostileWeek = { from: '2026-11-03', to: '2026-11-10' } as const;

/** `from=…&to=…` for a window, as the events and health pages take it in their URL. */
export const span = (window: { from: string; to: string }): string => `from=${window.from}&to=${window.to}`;

/** The window of one day, `day` to the next. */
export const oneDay = (day: string): { from: string; to: string } => ({
  from: day,
  to: new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
});
