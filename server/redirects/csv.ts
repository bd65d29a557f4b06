// Redirects as CSV (columns REDIRECT_CSV_COLUMNS: from, to, status): the export, and the import's
// rows read with their line numbers, merged into the workspace's set one by one. Reading and
// writing CSV is csv-parse and csv-stringify's.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  checkRedirectFrom,
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX_ROWS,
  REDIRECT_MESSAGES,
  type RedirectImportReport,
  type RedirectStatus,
} from '../../shared/redirects';
import type { RedirectRow, RedirectSet } from './rules';

export function redirectsToCsv(rows: readonly RedirectRow[]): string {
  return stringify(
    rows.map((r) => [r.from, r.to, String(r.status)]),
    { header: true, columns: [...REDIRECT_CSV_COLUMNS], record_delimiter: '\n' },
  );
}

export type CsvLine = { line: number; from: string; to: string; status: string };

/** The import's rows with their line numbers (a first row naming the columns is left out). */
export function readRedirectCsv(
  text: string,
): { ok: true; rows: CsvLine[] } | { ok: false; message: string } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    return { ok: false, message: REDIRECT_MESSAGES.importUnreadable((err as Error).message) };
  }
  const rows = records
    .map(({ record, info }) => ({
      line: info.lines,
      from: record[0] ?? '',
      to: record[1] ?? '',
      status: record[2] ?? '',
    }))
    .filter((r, i) => !(i === 0 && r.from.toLowerCase() === 'from'))
    .filter((r) => r.from || r.to || r.status);
  if (rows.length === 0) return { ok: false, message: REDIRECT_MESSAGES.importEmpty };
  if (rows.length > REDIRECT_IMPORT_MAX_ROWS)
    return { ok: false, message: REDIRECT_MESSAGES.importTooMany };
  return { ok: true, rows };
}

/**
 * Merges the rows into the set in order: a from already there is changed, a new one added; a
 * row that cannot be (bad path, loop, a from repeated in the file) is skipped with its reason.
 */
export function mergeRedirectRows(
  set: RedirectSet,
  rows: readonly CsvLine[],
): RedirectImportReport {
  const report: RedirectImportReport = { added: 0, updated: 0, unchanged: 0, skipped: [] };
  const seen = new Map<string, number>();
  for (const row of rows) {
    const skip = (reason: string) =>
      report.skipped.push({ line: row.line, from: row.from, reason });
    const status = row.status === '' ? 301 : Number(row.status);
    if (status !== 301 && status !== 302) {
      skip(REDIRECT_MESSAGES.status);
      continue;
    }
    const key = checkRedirectFrom(row.from);
    const earlier = key.ok ? seen.get(key.from) : undefined;
    if (earlier !== undefined) {
      skip(REDIRECT_MESSAGES.importRepeat(earlier));
      continue;
    }
    const done = set.apply({
      from: row.from,
      to: row.to,
      status: status as RedirectStatus,
      automatic: false,
    });
    if (!done.ok) {
      skip(done.message);
      continue;
    }
    seen.set(done.row.from, row.line);
    report[done.outcome] += 1;
  }
  return report;
}
