// A CSV import (the products', the redirects'): choose a file, upload it, then read the server's
// report: its totals, and each row it refused or skipped with the reasons (those rows changed
// nothing). The screen says what the file holds (`intro`), sends it and words the totals; a
// file over `maxBytes` is refused here, before it is sent, as the server would.
import { type ReactNode, useEffect, useId, useState } from 'react';
import { errorText } from '../../../shared/error-text';
import { Button } from './Button';
import { Dialog } from './Dialog';
import './import.css';

/** One column of the refused rows' table: its header (also each cell's phone label) and cell. */
type ImportColumn<Row> = { label: string; cell: (row: Row) => ReactNode; className?: string };

export function CsvImportDialog<Report, Row>({
  open,
  onClose,
  onImported,
  title,
  intro,
  maxBytes,
  tooLargeMessage,
  send,
  changed,
  totals,
  refused,
  refusedNote,
  refusedCaption,
  columns,
  rowKey,
  rowTestId,
  testIds,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after an import that changed something, so the list reloads. */
  onImported: () => void;
  title: string;
  /** What the file holds, above the file field. */
  intro: ReactNode;
  maxBytes: number;
  tooLargeMessage: string;
  /** Sends the file's text and answers the report. */
  send: (csv: string) => Promise<Report>;
  /** Whether the import created or changed something. */
  changed: (report: Report) => boolean;
  /** The report's totals, in one line. */
  totals: (report: Report) => ReactNode;
  /** The rows that changed nothing, each with its reasons. */
  refused: (report: Report) => readonly Row[];
  refusedNote: string;
  refusedCaption: string;
  columns: readonly ImportColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  testIds: { dialog: string; report: string; file?: string; send?: string; done?: string };
}) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setReport(null);
  }, [open]);

  const upload = async () => {
    if (!file) return setProblem('Choose a CSV file first.');
    if (file.size > maxBytes) return setProblem(tooLargeMessage);
    setBusy(true);
    setProblem(null);
    try {
      const result = await send(await file.text());
      setReport(result);
      if (changed(result)) onImported();
    } catch (e) {
      setProblem(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const rows = report === null ? [] : refused(report);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={busy ? () => undefined : onClose}
      testId={testIds.dialog}
      actions={
        report ? (
          <Button variant="primary" onClick={onClose} data-testid={testIds.done}>
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
              data-testid={testIds.send}
            >
              Upload and import
            </Button>
          </>
        )
      }
    >
      <div className="swa-import">
        {!report ? (
          <>
            <p className="swa-muted swa-small">{intro}</p>
            <div className="swa-field">
              <label htmlFor={fileId}>CSV file</label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                className="swa-input"
                data-testid={testIds.file}
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
          <div data-testid={testIds.report}>
            <p className="swa-import-totals" role="status">
              {totals(report)}
            </p>
            {rows.length > 0 ? (
              <>
                <p className="swa-small">{refusedNote}</p>
                <div className="swa-import-table">
                  <table className="swa-table">
                    <caption className="swa-visually-hidden">{refusedCaption}</caption>
                    <thead>
                      <tr>
                        {columns.map((c) => (
                          <th key={c.label} scope="col">
                            {c.label}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={rowKey(r)} data-testid={rowTestId?.(r)}>
                          {columns.map((c) => (
                            <td key={c.label} data-label={c.label} className={c.className}>
                              {c.cell(r)}
                            </td>
                          ))}
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
