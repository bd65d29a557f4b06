// Import products from CSV (ui's CsvImportDialog): one row a variant; the report counts what was
// created, updated and refused, and lists each refused row with its reasons.
import {
  CSV_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE_MESSAGE,
  type ImportReport,
} from '../../../shared/admin-catalogue';
import { useAdminApi } from '../api';
import { plural } from '../format';
import { CsvImportDialog } from '../ui';
import { catalogueApi } from './catalogue-api';

type ImportRow = ImportReport['rows'][number];

export function ImportDialog(props: {
  open: boolean;
  onClose: () => void;
  /** Called after an import that changed something, so the list reloads. */
  onImported: () => void;
}) {
  const api = catalogueApi(useAdminApi());
  return (
    <CsvImportDialog<ImportReport, ImportRow>
      {...props}
      title="Import products from CSV"
      intro={
        <>
          One row a variant, matched by <code>handle</code> and <code>sku</code>. Columns:{' '}
          {CSV_COLUMNS.join(', ')}. Prices in rupees with up to two decimals; columns you leave out
          keep their values. Export first to get a file in the right shape.
        </>
      }
      maxBytes={IMPORT_MAX_BYTES}
      tooLargeMessage={IMPORT_TOO_LARGE_MESSAGE}
      send={(csv) => api.importCsv(csv)}
      changed={(r) => r.totals.created + r.totals.updated > 0}
      totals={({ totals }) => (
        <>
          {plural(totals.created, 'row')} created, {plural(totals.updated, 'row')} updated,{' '}
          {plural(totals.refused, 'row')} refused ({plural(totals.products, 'product')} saved).
        </>
      )}
      refused={(r) => r.rows.filter((row) => row.status === 'refused')}
      refusedNote="Refused rows changed nothing. Fix them and import the file again:"
      refusedCaption="Refused rows"
      columns={COLUMNS}
      rowKey={(r) => r.row}
      testIds={{ dialog: 'swc-import', report: 'swc-import-report' }}
    />
  );
}

const COLUMNS = [
  { label: 'Row', cell: (r: ImportRow) => r.row },
  {
    label: 'Handle / SKU',
    cell: (r: ImportRow) => `${r.path || '—'}${r.sku ? ` / ${r.sku}` : ''}`,
  },
  {
    label: 'Why',
    cell: (r: ImportRow) => (
      <ul className="swc-reasons">
        {r.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    ),
  },
];
