import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { entityKinds, type EntityKind } from '../entity-name';
import type { LocalNameRow } from './local-names';

export interface CsvProblem {
  /** 1-based line of the file where the bad record starts. */
  line: number;
  /** What is wrong with it, in the language active when the file was read. */
  message: string;
}

export interface ParsedNamesCsv {
  rows: LocalNameRow[];
  problems: CsvProblem[];
  /** Rows naming a kind and id an earlier row of the same file already named (the later one is kept). */
  duplicates: number;
  /** Whether the first line was a header (kind,id,name[,secondary]). */
  header: boolean;
}

const maxText = 200;
const secondaryAliases = ['secondary', 'registration', 'rego', 'serial', 'description'];

function kindOf(text: string): EntityKind | undefined {
  const word = text.trim().toLowerCase();
  const singular = word === 'companies' ? 'company' : word.replace(/s$/, '');
  return (entityKinds as readonly string[]).includes(singular) ? (singular as EntityKind) : undefined;
}

/** papaparse's own errors, in the active language where we know them (its message otherwise). */
function csvErrorText(error: { code: string; message: string }): string {
  if (error.code === 'MissingQuotes') return i18n.t('entities:csv.missingQuotes');
  if (error.code === 'InvalidQuotes') return i18n.t('entities:csv.invalidQuotes');
  return error.message;
}

interface Columns {
  kind: number;
  id: number;
  name: number;
  secondary: number | undefined;
}

/** A header line names its columns (in any order); without one the order is kind,id,name[,secondary]. */
function headerColumns(cells: string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const kind = names.indexOf('kind');
  const id = names.indexOf('id');
  const name = names.indexOf('name');
  if (kind < 0 || id < 0 || name < 0) return null;
  const secondary = names.findIndex((cell) => secondaryAliases.includes(cell));
  return { kind, id, name, secondary: secondary < 0 ? undefined : secondary };
}

function readRow(cells: string[], columns: Columns): LocalNameRow | string {
  const needed = Math.max(columns.kind, columns.id, columns.name) + 1;
  if (cells.length < needed)
    return i18n.t('entities:csv.columns', { count: cells.length, n: formatNumber(cells.length) });
  const kindText = cells[columns.kind] ?? '';
  const kind = kindOf(kindText);
  // The kinds are the file's own words (English in every language), so they are listed as they are.
  if (!kind) return i18n.t('entities:csv.notAKind', { text: kindText.trim(), kinds: entityKinds.join(', ') });
  const idText = (cells[columns.id] ?? '').trim();
  if (!/^\d{1,15}$/.test(idText)) return i18n.t('entities:csv.notAnId', { text: idText });
  const name = (cells[columns.name] ?? '').trim();
  if (name === '') return i18n.t('entities:csv.emptyName');
  if (name.length > maxText) return i18n.t('entities:csv.nameTooLong', { max: formatNumber(maxText) });
  const secondary = columns.secondary === undefined ? '' : (cells[columns.secondary] ?? '').trim();
  if (secondary.length > maxText)
    return i18n.t('entities:csv.secondaryTooLong', { max: formatNumber(maxText) });
  return secondary ? { kind, id: Number(idText), name, secondary } : { kind, id: Number(idText), name };
}

/**
 * Reads a CSV of `kind,id,name[,secondary]` (a header line is optional; the delimiter is detected, so a
 * spreadsheet's semicolons work too). Every bad line is reported with its line number and skipped; the
 * good ones are kept. papaparse is loaded only when a file is imported.
 */
export async function parseNamesCsv(text: string): Promise<ParsedNamesCsv> {
  const { default: Papa } = await import('papaparse');
  const rows = new Map<string, LocalNameRow>();
  const problems: CsvProblem[] = [];
  let duplicates = 0;
  let columns: Columns | null = null;
  let header = false;
  let line = 1;
  let counted = 0;
  const body = text.replace(/^\uFEFF/, '');
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    step: (result) => {
      const start = line;
      // The cursor is past this record and its line break: count the lines it took.
      const end = Math.min(result.meta.cursor, body.length);
      for (let i = counted; i < end; i += 1) if (body.charCodeAt(i) === 10) line += 1;
      counted = end;
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === '')) return;
      // A file of one column has no delimiter to detect: the column count below says what is wrong.
      const error = result.errors.find((e) => e.type !== 'Delimiter');
      if (error) {
        problems.push({ line: start, message: csvErrorText(error) });
        return;
      }
      if (columns === null) {
        const named = headerColumns(cells);
        columns = named ?? { kind: 0, id: 1, name: 2, secondary: 3 };
        if (named) {
          header = true;
          return;
        }
      }
      const row = readRow(cells, columns);
      if (typeof row === 'string') {
        problems.push({ line: start, message: row });
        return;
      }
      const key = `${row.kind}:${row.id}`;
      if (rows.has(key)) {
        duplicates += 1;
        rows.delete(key);
      }
      rows.set(key, row);
    },
  });
  return { rows: [...rows.values()], problems, duplicates, header };
}
