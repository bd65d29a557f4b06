// The admin's UI kit (editor/admin/ui). Every screen of the admin (editor/admin/*, the catalogue
// screens too) builds with these; their props are stable. Styles are in editor/admin/admin.css
// (classes `swa-*`, tokens `--swa-*`, the builder's look). Pager, PagedTable, ListEmptyState,
// useListParams, Resource, SearchBox, Tabs, Field, Textarea, Spinner and the upload calls are
// parts of the components below: screens use those components, and this file exports only what
// screens use (knip checks it).
//
// Button        { variant?: 'primary'|'secondary'|'danger'|'ghost', size?: 'normal'|'small',
//                 busy?: boolean, ...<button> props }  (type defaults to "button")
// buttonClass   (variant?, size?) => className, for a Link styled as a button
// PageHeader    { title, description?, actions?, back?: { to, label } }  (sets document.title)
// Panel         { title?, actions?, children, className?, testId? }  a white box
// Table<Row>    { caption, columns: Column<Row>[], rows, rowKey(row), sort?: SortState,
//                 onSort?(SortState), onRowClick?(row), testId? }
//               Column<Row> { key, header, cell(row), sortable?, align?: 'left'|'right',
//                 primary? (card title on a phone), hideOnPhone? }
// Pager         { page (from 1), pageSize, total, onPage(page), noun? }  "Page n of m"
// pageCount     (total, pageSize) => pages (at least 1)
// PagedTable<Row> { resource: Resource<{ data: Row[], total }>, empty, page, pageSize, onPage,
//                 noun, className?, ...Table props but rows }  error, loading, empty or table+pager
// ResourceTable<Row> { resource: Resource<Row[]>, empty, ...Table props but rows }  an unpaged
//                 list: error, loading, empty or the table
// ListTable<Row> { list (useListQuery's), noun, pagerNoun?, clearable?, clearLabel?, filteredText,
//                 emptyText, emptyAction?, ...Table props but rows and rowKey }  a PagedTable of
//                 the list's rows by _id, ListEmptyState when none
// useListParams () => { params, page, setParam(name, value), setPage(n), clear() }  list state
//                 in the URL; any change but the page goes back to page 1. pageParam(params)
// useListQuery  (queryOf(params) => query with page, load(body)) => useListParams() and { page,
//                 body, res }: the rows of the query in the URL, loaded again when it changes
// SearchBox     { value, onSearch(query), label, placeholder?, delayMs? = 300 }  debounced
// SearchToolbar { label, placeholder, value, onSearch(trimmed), className?, children? }  a
//                 list's search and then its other filters
// Tabs<V>       { label, options: { value, label }[], value, onChange(value) }
// ListFilters   { list (useListQuery's), noun, statuses?, placeholder, children?, className? }
//                 the status Tabs and the SearchToolbar of a list's query in the URL
// ListHead      { title, one, actions?, ...ListFilters props }  PageHeader with the count
//                 ("1 order", "12 orders") over the ListFilters
// StatusBadge   { status: OrderStatus }  ORDER_STATUS_LABELS text, coloured by what it needs
// Money         { amount (minor units), currency? (default: the workspace's) }
// formatMoney   (minor, currency) => '₹1,234.50'; useCurrency() => the workspace's code
// CurrencyContext  provided by the app with settings.defaultCurrency
// Field         { label, error?, hint?, children: (p: FieldControlProps) => control, className? }
// Input, Select, Textarea   styled <input>/<select>/<textarea>, all native props
// TextField     { label, value, onChange(text), error?, hint?, className? (the field's),
//                 ...<input> props }
// TextareaField, SelectField  the same for a <textarea> and a <select> (its options as children)
// Options       { none?, options: { value, label }[] }  a select's options, the empty one first;
//                 labelled(values, labels) and optionsOf(rows, valueKey, labelKey) => options
// Checkbox      { label, checked, onChange(checked), hint?, disabled? }
// Dialog        { open, title, onClose, children?, actions?, testId? }  modal, focus trapped,
//                 Escape and the backdrop close it
// ConfirmDialog { open, title, message?, confirmLabel, destructive?, withNote?, noteLabel?,
//                 busy?, onConfirm(note), onCancel }
// SubmitForm    { onSubmit(), className?, children }  <form noValidate>; Enter in a field sends
// FormDialog    { open? = true, title, onClose, testId, busy, onSave(), saveLabel? = 'Save',
//                 saveTestId?, lockWhileBusy?, children }  a SubmitForm with Cancel and save
// useFocusTrap  (open, ref, onEscape)
// ToastProvider, useToast() => (text, tone?: 'success'|'error'|'info') => void
//                 bottom-right, closes after 5000 ms (SPEC §9)
// Spinner { size? }, LoadingState { lines?, label? }, EmptyState { title, children?, action? },
// ListEmptyState { noun, filtered, onClear?, clearLabel?, filteredText, emptyText, emptyAction? }
//                 "No {noun} match" (and a button that clears) or "No {noun} yet"
// ErrorState { error, onRetry?, title? }  (the text is shared/error-text's errorText(error))
// useResource<T>(key, load) => { status: 'loading'|'ready'|'error', data, error, reload() }
// ImagePickerDialog { open, title?, onClose, onPick(UploadItem) }  the workspace's uploads as a
//                 grid and "Upload new image"; listUploads(api), uploadImage(file)
// ImageChoice   { className, src, width, height, empty, labels?, onChoose, onRemove, error?,
//                 imageTestId?, chooseTestId? }  the image or `empty`, Choose/Change, Remove
// CsvImportDialog<Report, Row> { open, onClose, onImported, title, intro, maxBytes,
//                 tooLargeMessage, send(csv), changed(report), totals(report), refused(report),
//                 refusedNote, refusedCaption, columns: { label, cell(row), className? }[], rowKey,
//                 rowTestId?, testIds }  choose a CSV file, upload it, read its report: the totals
//                 and each refused or skipped row with its reasons
// useUnsavedWarning (dirty)  while dirty, asks before the page is left (tab close or reload,
//                 a link inside the app); UNSAVED_MESSAGE is the question
// MarkdownField { label?, value, onChange(markdown), error?, hint?, rows?, maxLength?,
//                 previewTestId? }  a textarea and the live preview as the shop renders it;
//                 previewHtml(markdown) => sanitized HTML
//
// The API client is editor/admin/api.ts: useAdminApi() => { get<T>(path, query?), post<T>(path,
// body?, query?) } (cookie session, x-app-platform: WEB).
export { Button, buttonClass } from './Button';
export { PageHeader, Panel } from './PageHeader';
export { Table, type Column } from './Table';
export { ListTable, ResourceTable } from './PagedTable';
export { pageParam, useListQuery } from './use-list-params';
export { SearchToolbar } from './SearchBox';
export { ListFilters, ListHead } from './ListFilters';
export { StatusBadge } from './StatusBadge';
export { CurrencyContext, formatMoney, Money, useCurrency } from './Money';
export {
  Checkbox,
  Input,
  labelled,
  type Option,
  Options,
  optionsOf,
  Select,
  SelectField,
  TextareaField,
  TextField,
} from './Field';
export { ConfirmDialog, Dialog, FormDialog, useFocusTrap } from './Dialog';
export { SubmitForm } from './SubmitForm';
export { ToastProvider, useToast } from './Toast';
export { EmptyState, ErrorState, LoadingState } from './States';
export { useResource } from './use-resource';
export { ImagePickerDialog } from './ImagePickerDialog';
export { ImageChoice } from './ImageChoice';
export { MarkdownField } from './MarkdownField';
export { CsvImportDialog } from './CsvImportDialog';
export { useUnsavedWarning } from './use-unsaved-warning';
