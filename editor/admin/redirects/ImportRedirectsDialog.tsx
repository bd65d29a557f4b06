// Import redirects from CSV: choose a file, send it, then read what was added, changed and left
// as it was, and each skipped row with its line and reason. Rows merge into the list: a from
// already there is changed, a new one added; skipped rows changed nothing.
import { useEffect, useState } from 'react';
import {
  REDIRECT_CSV_COLUMNS,
  REDIRECT_IMPORT_MAX_BYTES,
  REDIRECT_IMPORT_MAX_ROWS,
  REDIRECT_MESSAGES,
  type RedirectImportReport,
} from '../../../shared/redirects';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { Button, Dialog } from '../ui';
import { redirectsApi } from './redirects-api';

export function ImportRedirectsDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after an import that changed something, so the list reloads. */
  onImported: () => void;
}) {
  const api = redirectsApi(useAdminApi());
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<RedirectImportReport | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setReport(null);
  }, [open]);

  const upload = async () => {
    if (!file) return setProblem('Choose a CSV file first.');
    // Refused before it is sent, as the server would.
    if (file.size > REDIRECT_IMPORT_MAX_BYTES) return setProblem(REDIRECT_MESSAGES.importTooLarge);
    setBusy(true);
    setProblem(null);
    try {
      const result = await api.importCsv(await file.text());
      setReport(result);
      if (result.added + result.updated > 0) onImported();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Import redirects from CSV"
      onClose={busy ? () => undefined : onClose}
      testId="redirects-import-dialog"
      actions={
        report ? (
          <Button variant="primary" onClick={onClose} data-testid="redirects-import-done">
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="primary"
              busy={busy}
              onClick={() => void upload()}
              data-testid="redirects-import-send"
            >
              Upload and import
            </Button>
          </>
        )
      }
    >
      <div className="swr-import">
        {!report ? (
          <>
            <p className="swa-muted swa-small">
              One redirect a line: <code>{REDIRECT_CSV_COLUMNS.join(',')}</code>, for example{' '}
              <code>/old-page,/new-page,301</code>. The status may be left out (301). A from path
              already in the list is changed; the others are added. Up to{' '}
              {REDIRECT_IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows; export first to get a file in
              the right shape.
            </p>
            <div className="swa-field">
              <label htmlFor="swr-import-file">CSV file</label>
              <input
                id="swr-import-file"
                type="file"
                accept=".csv,text/csv"
                className="swa-input"
                data-testid="redirects-import-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
            </div>
            {problem ? (
              <p className="swa-field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </>
        ) : (
          <div data-testid="redirects-import-report">
            <p className="swr-import-totals" role="status">
              {plural(report.added, 'redirect')} added, {report.updated} changed, {report.unchanged}{' '}
              already as in the file, {report.skipped.length} skipped.
            </p>
            {report.skipped.length > 0 ? (
              <>
                <p className="swa-small">
                  Skipped rows changed nothing. Fix them and import again:
                </p>
                <div className="swr-import-table">
                  <table className="swa-table">
                    <caption className="swa-visually-hidden">Skipped rows</caption>
                    <thead>
                      <tr>
                        <th scope="col">Line</th>
                        <th scope="col">From</th>
                        <th scope="col">Why</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.skipped.map((r) => (
                        <tr key={r.line} data-testid={`redirects-skipped-${r.line}`}>
                          <td data-label="Line">{r.line}</td>
                          <td data-label="From" className="swr-path">
                            {r.from || '—'}
                          </td>
                          <td data-label="Why">{r.reason}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : null}
          </div>
        )}
      </div>
    </Dialog>
  );
}
