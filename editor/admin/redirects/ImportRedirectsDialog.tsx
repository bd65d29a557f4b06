// Import redirects from CSV (ui's CsvImportDialog): rows merge into the list (a from already there
// is changed, a new one added); the report counts what was added, changed and left as it was, and
// lists each skipped row with its line and reason.
import {
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  REDIRECT_MESSAGES,
  type RedirectImportReport,
} from '../../../shared/redirects';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { CsvImportDialog } from '../ui';
import { redirectsApi } from './redirects-api';

type SkippedRow = RedirectImportReport['skipped'][number];

export function ImportRedirectsDialog(props: {
  open: boolean;
  onClose: () => void;
  /** Called after an import that changed something, so the list reloads. */
  onImported: () => void;
}) {
  const api = redirectsApi(useAdminApi());
  return (
    <CsvImportDialog<RedirectImportReport, SkippedRow>
      {...props}
      title="Import redirects from CSV"
      intro={
        <>
          One redirect a line: <code>{REDIRECT_CSV_COLUMNS.join(',')}</code>, for example{' '}
          <code>/old-page,/new-page,301</code>. The status may be left out (301). A from path
          already in the list is changed; the others are added. Up to{' '}
          {REDIRECT_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; export first to get a file in the
          right shape.
        </>
      }
      maxBytes={REDIRECT_IMPORT_MAX_BYTES}
      tooLargeMessage={REDIRECT_MESSAGES.importTooLarge}
      send={(csv) => api.importCsv(csv)}
      changed={(r) => r.added + r.updated > 0}
      totals={(r) => (
        <>
          {plural(r.added, 'redirect')} added, {r.updated} changed, {r.unchanged} already as in the
          file, {r.skipped.length} skipped.
        </>
      )}
      refused={(r) => r.skipped}
      refusedNote="Skipped rows changed nothing. Fix them and import again:"
      refusedCaption="Skipped rows"
      columns={COLUMNS}
      rowKey={(r) => r.line}
      rowTestId={(r) => `redirects-skipped-${r.line}`}
      testIds={{
        dialog: 'redirects-import-dialog',
        report: 'redirects-import-report',
        file: 'redirects-import-file',
        send: 'redirects-import-send',
        done: 'redirects-import-done',
      }}
    />
  );
}

const COLUMNS = [
  { label: 'Line', cell: (r: SkippedRow) => r.line },
  { label: 'From', cell: (r: SkippedRow) => r.from || '—', className: 'swr-path' },
  { label: 'Why', cell: (r: SkippedRow) => r.reason },
];
