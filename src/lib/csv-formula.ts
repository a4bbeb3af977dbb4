/**
 * A text cell starting with = + - @, a tab, a carriage return or a line feed (or the full-width ＝ ＋ － ＠,
 * which some spreadsheets read as their ASCII forms) is prefixed with ' so a spreadsheet never runs it as
 * a formula (Papaparse's `escapeFormulae`). Papaparse's own pattern for `escapeFormulae: true` ends in
 * `.*$` without the s flag, so it let through a value with a line break after its formula; a leading line
 * break is refused too, as a spreadsheet may drop it and read the formula on the next line.
 */
export const formulaStart = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
