import { Alert, AlertTitle, Box } from '@mui/material';
import { entityKindLabels, entityKinds, type EntityKind } from '../entity-name';
import { maxLocalNames, type ImportCounts, type LocalNameRow } from './local-names';
import type { CsvProblem } from './parse-names-csv';

export type ImportOutcome =
  | { state: 'reading'; fileName: string }
  | {
      state: 'done';
      fileName: string;
      counts: ImportCounts;
      rows: readonly LocalNameRow[];
      problems: readonly CsvProblem[];
      duplicates: number;
    }
  | { state: 'failed'; fileName: string; message: string; problems: readonly CsvProblem[] };

const shownProblems = 8;
const number = (n: number) => n.toLocaleString('en');
const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

function ProblemList({ problems }: { problems: readonly CsvProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label="Lines skipped">
      {problems.slice(0, shownProblems).map((problem) => (
        <li key={problem.line}>
          Line {problem.line}: {problem.message}
        </li>
      ))}
      {problems.length > shownProblems && (
        <li>…and {plural(problems.length - shownProblems, 'more line')}</li>
      )}
    </Box>
  );
}

function byKind(rows: readonly LocalNameRow[]): string {
  const counts = new Map<EntityKind, number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  return entityKinds
    .flatMap((kind) => {
      const n = counts.get(kind);
      return n
        ? [
            `${number(n)} ${(n === 1 ? entityKindLabels[kind].one : entityKindLabels[kind].many).toLowerCase()}`,
          ]
        : [];
    })
    .join(', ');
}

/** What an import did: counts by kind, what changed, and every skipped line (the first few listed). */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  if (outcome.state === 'reading')
    return (
      <Alert severity="info" role="status">
        Reading {outcome.fileName}…
      </Alert>
    );
  if (outcome.state === 'failed')
    return (
      <Alert severity="error">
        <AlertTitle>Nothing was imported from {outcome.fileName}</AlertTitle>
        {outcome.message}
        <ProblemList problems={outcome.problems} />
      </Alert>
    );
  const { counts, rows, problems, duplicates, fileName } = outcome;
  const changes = [
    counts.added > 0 && `${number(counts.added)} new`,
    counts.updated > 0 && `${number(counts.updated)} changed`,
    counts.unchanged > 0 && `${number(counts.unchanged)} already there`,
  ].filter(Boolean);
  return (
    <Alert severity={problems.length > 0 || counts.overLimit > 0 ? 'warning' : 'success'} role="status">
      <AlertTitle>
        Imported {plural(rows.length - counts.overLimit, 'name')} from {fileName}
      </AlertTitle>
      {byKind(rows)} ({changes.join(', ')}).
      {duplicates > 0 && ` ${plural(duplicates, 'line')} named an id again; the last one was kept.`}
      {counts.overLimit > 0 &&
        ` ${plural(counts.overLimit, 'name')} did not fit: this browser keeps at most ${number(maxLocalNames)} per region.`}
      {problems.length > 0 && ` ${plural(problems.length, 'line')} skipped:`}
      <ProblemList problems={problems} />
    </Alert>
  );
}
