// The enquiries inbox (/admin/enquiries): the contact form's messages newest first, NEW ones in
// bold, a status filter (New, Read, Handled, All), search and pages in the URL. Opening one shows
// it whole and marks it READ; it can be marked handled or new again, and answered by mail or
// phone.
import { useState } from 'react';
import {
  type AdminEnquiry,
  CONTENT_QUERY_MAX,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '../../../shared/admin-content';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { formatDateTime, plural } from '../format';
import {
  Button,
  type Column,
  Dialog,
  EmptyState,
  PageHeader,
  PagedTable,
  SearchBox,
  Tabs,
  useListParams,
  useResource,
  useToast,
} from '../ui';
import { contentApi, type EnquiriesQuery } from './content-api';
import { EnquiryStatusPill, ENQUIRY_STATUS_LABELS, searchOf, snippet } from './labels';
import './content.css';

export const ENQUIRIES_PAGE_SIZE = 20;

type Filter = EnquiryStatus | '';
const FILTERS: { value: Filter; label: string }[] = [
  ...ENQUIRY_STATUSES.map((s) => ({ value: s as Filter, label: ENQUIRY_STATUS_LABELS[s] })),
  { value: '', label: 'All' },
];

/** The list's query from the URL (?status=&q=&page=); a status that is not one is ignored. */
export function enquiriesQueryOf(params: URLSearchParams): EnquiriesQuery & { page: number } {
  const status = params.get('status') ?? '';
  const q = searchOf(params, CONTENT_QUERY_MAX);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    ...((ENQUIRY_STATUSES as readonly string[]).includes(status)
      ? { status: status as EnquiryStatus }
      : {}),
    ...(q ? { q } : {}),
    p: page - 1,
    s: ENQUIRIES_PAGE_SIZE,
    page,
  };
}

export function EnquiriesPage() {
  const api = contentApi(useAdminApi());
  const toast = useToast();
  const { params, setParam, setPage, clear } = useListParams();
  const { page, ...body } = enquiriesQueryOf(params);
  const res = useResource(JSON.stringify(body), () => api.enquiries(body));
  const [open, setOpen] = useState<AdminEnquiry | null>(null);
  const [busy, setBusy] = useState<EnquiryStatus | null>(null);

  const setStatus = async (e: AdminEnquiry, status: EnquiryStatus, quiet = false) => {
    if (!quiet) setBusy(status);
    try {
      const next = await api.enquiryStatus(e._id, status);
      setOpen((o) => (o && o._id === next._id ? next : o));
      if (!quiet)
        toast(status === 'HANDLED' ? 'Marked as handled.' : `Marked as ${status.toLowerCase()}.`);
      res.reload();
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      if (!quiet) setBusy(null);
    }
  };

  const openEnquiry = (e: AdminEnquiry) => {
    setOpen(e);
    if (e.status === 'NEW') void setStatus(e, 'READ', true);
  };

  const columns: Column<AdminEnquiry>[] = [
    {
      key: 'from',
      header: 'From',
      primary: true,
      cell: (e) => (
        <button
          type="button"
          className="swk-link"
          onClick={() => openEnquiry(e)}
          data-testid={`enquiry-open-${e._id}`}
        >
          {e.status === 'NEW' ? <strong>{e.customerName}</strong> : e.customerName}
        </button>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      cell: (e) => <span className="swk-snippet">{snippet(e.message, 90)}</span>,
    },
    { key: 'created', header: 'Received', cell: (e) => formatDateTime(e.created) },
    { key: 'status', header: 'Status', cell: (e) => <EnquiryStatusPill status={e.status} /> },
  ];

  const filtered = Boolean(body.status || body.q);
  return (
    <>
      <PageHeader
        title="Enquiries"
        description={res.data ? plural(res.data.total, 'enquiry', 'enquiries') : undefined}
      />
      <Tabs
        label="Show enquiries"
        options={FILTERS}
        value={body.status ?? ''}
        onChange={(v) => setParam('status', v)}
      />
      <div className="swa-toolbar">
        <SearchBox
          label="Search enquiries"
          placeholder="Name, email, phone or message"
          value={body.q ?? ''}
          onSearch={(q) => setParam('q', q.trim())}
        />
      </div>
      <div className="swk-inbox">
        <PagedTable
          resource={res}
          caption="Enquiries, newest first"
          testId="enquiries-table"
          columns={columns}
          rowKey={(e) => e._id}
          onRowClick={openEnquiry}
          page={page}
          pageSize={ENQUIRIES_PAGE_SIZE}
          onPage={setPage}
          noun="enquiries"
          empty={
            <EmptyState
              title={filtered ? 'No enquiries match' : 'No enquiries yet'}
              action={filtered ? <Button onClick={clear}>Show all enquiries</Button> : undefined}
            >
              {filtered
                ? 'Try another search or status.'
                : 'Messages sent through your contact form arrive here.'}
            </EmptyState>
          }
        />
      </div>
      <EnquiryDialog
        enquiry={open}
        busy={busy}
        onClose={() => setOpen(null)}
        onStatus={(e, s) => void setStatus(e, s)}
      />
    </>
  );
}

function EnquiryDialog({
  enquiry: e,
  busy,
  onClose,
  onStatus,
}: {
  enquiry: AdminEnquiry | null;
  busy: EnquiryStatus | null;
  onClose: () => void;
  onStatus: (e: AdminEnquiry, status: EnquiryStatus) => void;
}) {
  const boot = useAdminBoot();
  if (!e) return null;
  const subject = `Re: your message to ${boot.workspace.name}`;
  return (
    <Dialog
      open
      title={`Enquiry from ${e.customerName}`}
      onClose={onClose}
      testId="enquiry-dialog"
      actions={
        <>
          {e.status === 'HANDLED' ? null : (
            <Button
              variant="primary"
              busy={busy === 'HANDLED'}
              onClick={() => onStatus(e, 'HANDLED')}
              data-testid="enquiry-handled"
            >
              Mark handled
            </Button>
          )}
          {e.status === 'NEW' ? null : (
            <Button
              busy={busy === 'NEW'}
              onClick={() => onStatus(e, 'NEW')}
              data-testid="enquiry-new"
            >
              Mark as new
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <dl className="swa-defs swk-enquiry">
        <dt>Status</dt>
        <dd>
          <EnquiryStatusPill status={e.status} />
        </dd>
        <dt>Received</dt>
        <dd>{formatDateTime(e.created)}</dd>
        <dt>Email</dt>
        <dd>
          <a
            href={`mailto:${e.customerEmail}?subject=${encodeURIComponent(subject)}`}
            data-testid="enquiry-mailto"
          >
            {e.customerEmail}
          </a>
        </dd>
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:${e.customerContact.replace(/[^\d+]/g, '')}`} data-testid="enquiry-tel">
            {e.customerContact}
          </a>
        </dd>
      </dl>
      <p className="swk-message" data-testid="enquiry-message">
        {e.message}
      </p>
    </Dialog>
  );
}
