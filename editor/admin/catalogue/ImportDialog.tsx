// Import CSV: choose a file, upload it, then read the server's per-row report (what was created,
// updated, and each refused row with its reasons). Refused rows changed nothing.
import { useEffect, useRef, useState } from 'react';
import {
  CSV_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  type ImportReport,
} from '../../../shared/admin-catalogue';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { Button, Dialog } from '../ui';
import { catalogueApi } from './catalogue-api';

export function ImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after an import that changed something, so the list reloads. */
  onImported: () => void;
}) {
  const api = catalogueApi(useAdminApi());
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setReport(null);
  }, [open]);

  const upload = async () => {
    if (!file) {
      setProblem('Choose a CSV file first.');
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      setProblem(IMPORT_TOO_LARGE_MESSAGE);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await api.importCsv(await file.text());
      setReport(result);
      if (result.totals.created + result.totals.updated > 0) onImported();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const refused = report?.rows.filter((r) => r.status === 'refused') ?? [];
  return (
    <Dialog
      open={open}
      title="Import products from CSV"
      onClose={busy ? () => undefined : onClose}
      testId="swc-import"
      actions={
        report ? (
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="primary" busy={busy} onClick={() => void upload()}>
              Upload and import
            </Button>
          </>
        )
      }
    >
      <div className="swc-import">
        {!report ? (
          <>
            <p className="swa-muted swa-small">
              One row a variant, matched by <code>handle</code> and <code>sku</code>. Columns:{' '}
              {CSV_COLUMNS.join(', ')}. Prices in rupees with up to two decimals; columns you leave
              out keep their values. Export first to get a file in the right shape.
            </p>
            <div className="swa-field">
              <label htmlFor="swc-import-file">CSV file</label>
              <input
                id="swc-import-file"
                ref={input}
                type="file"
                accept=".csv,text/csv"
                className="swa-input"
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
          <div data-testid="swc-import-report">
            <p className="swc-import-totals" role="status">
              {plural(report.totals.created, 'row')} created, {plural(report.totals.updated, 'row')}{' '}
              updated, {plural(report.totals.refused, 'row')} refused (
              {plural(report.totals.products, 'product')} saved).
            </p>
            {refused.length > 0 ? (
              <>
                <p className="swa-small">
                  Refused rows changed nothing. Fix them and import the file again:
                </p>
                <div className="swc-import-table">
                  <table className="swa-table">
                    <caption className="swa-visually-hidden">Refused rows</caption>
                    <thead>
                      <tr>
                        <th scope="col">Row</th>
                        <th scope="col">Handle / SKU</th>
                        <th scope="col">Why</th>
                      </tr>
                    </thead>
                    <tbody>
                      {refused.map((r) => (
                        <tr key={r.row}>
                          <td data-label="Row">{r.row}</td>
                          <td data-label="Handle / SKU">
                            {r.path || '—'}
                            {r.sku ? ` / ${r.sku}` : ''}
                          </td>
                          <td data-label="Why">
                            <ul className="swc-reasons">
                              {r.reasons.map((reason) => (
                                <li key={reason}>{reason}</li>
                              ))}
                            </ul>
                          </td>
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
