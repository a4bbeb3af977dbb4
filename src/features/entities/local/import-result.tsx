import { Alert, AlertTitle, Box } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { entityKinds, type EntityKind } from '../entity-name';
import { kindCount } from '../kind-text';
import { maxLocalNames, type ImportCounts, type LocalNameRow } from './local-names';
import type { CsvProblem } from './parse-names-csv';

/** Why nothing was imported, worded when shown (so it follows the language). */
export type ImportFailure =
  | { code: 'tooLarge' }
  | { code: 'noNames' }
  /** The browser refused to store them; `detail` is its own message. */
  | { code: 'storage'; detail: string }
  | { code: 'error'; message: string };

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
  | { state: 'failed'; fileName: string; failure: ImportFailure; problems: readonly CsvProblem[] };

type EntitiesT = TFunction<'entities'>;

const shownProblems = 8;

/** For a plural text: the count that picks the form, and the number as the language writes it. */
const counted = (n: number) => ({ count: n, n: formatNumber(n) });

function failureText(t: EntitiesT, failure: ImportFailure): string {
  switch (failure.code) {
    case 'tooLarge':
      return t('result.tooLarge');
    case 'noNames':
      return t('result.noNames');
    case 'storage':
      return t('result.storage', { reason: failure.detail });
    case 'error':
      return failure.message;
  }
}

function ProblemList({ problems }: { problems: readonly CsvProblem[] }) {
  const { t } = useTranslation('entities');
  if (problems.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} aria-label={t('result.problemsLabel')}>
      {problems.slice(0, shownProblems).map((problem) => (
        <li key={problem.line}>{t('result.problem', { line: problem.line, message: problem.message })}</li>
      ))}
      {problems.length > shownProblems && (
        <li>{t('result.more', counted(problems.length - shownProblems))}</li>
      )}
    </Box>
  );
}

function byKind(t: EntitiesT, rows: readonly LocalNameRow[]): string {
  const counts = new Map<EntityKind, number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  return entityKinds
    .flatMap((kind) => {
      const n = counts.get(kind);
      return n ? [kindCount(t, kind, n)] : [];
    })
    .join(', ');
}

/** What an import did: counts by kind, what changed, and every skipped line (the first few listed). */
export function ImportResult({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation('entities');
  if (outcome.state === 'reading')
    return (
      <Alert severity="info" role="status">
        {t('result.reading', { file: outcome.fileName })}
      </Alert>
    );
  if (outcome.state === 'failed')
    return (
      <Alert severity="error">
        <AlertTitle>{t('result.failedTitle', { file: outcome.fileName })}</AlertTitle>
        {failureText(t, outcome.failure)}
        <ProblemList problems={outcome.problems} />
      </Alert>
    );
  const { counts, rows, problems, duplicates, fileName } = outcome;
  const changes = [
    counts.added > 0 && t('result.added', counted(counts.added)),
    counts.updated > 0 && t('result.updated', counted(counts.updated)),
    counts.unchanged > 0 && t('result.unchanged', counted(counts.unchanged)),
  ].filter(Boolean);
  const sentences = [
    t('result.summary', { kinds: byKind(t, rows), changes: changes.join(', ') }),
    duplicates > 0 && t('result.duplicates', counted(duplicates)),
    counts.overLimit > 0 &&
      t('result.overLimit', { ...counted(counts.overLimit), max: formatNumber(maxLocalNames) }),
    problems.length > 0 && t('result.skipped', counted(problems.length)),
  ].filter(Boolean);
  return (
    <Alert severity={problems.length > 0 || counts.overLimit > 0 ? 'warning' : 'success'} role="status">
      <AlertTitle>
        {t('result.title', { ...counted(rows.length - counts.overLimit), file: fileName })}
      </AlertTitle>
      {sentences.join(' ')}
      <ProblemList problems={problems} />
    </Alert>
  );
}
