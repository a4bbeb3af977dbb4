/**
 * A text cell starting with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet never
 * runs it as a formula (Papaparse's `escapeFormulae`). Papaparse's own pattern for `escapeFormulae: true`
 * ends in `.*$` without the s flag, so it let through a value with a line break after its formula.
 */
export const formulaStart = /^[=+\-@\t\r]/;
