// The enquiries inbox (/admin/enquiries): the contact form's messages newest first, NEW ones in
// bold, a status filter (New, Read, Handled, All), search and pages in the URL. Opening one shows
// it whole and marks it READ; it can be marked handled or new again, and answered by mail or
// phone.
import { useState } from 'react';
import {
  type AdminEnquiry,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '../../../shared/admin-content';
import { errorText } from '../../../shared/error-text';
import { useAdminBoot } from '../context';
import { formatDateTime } from '../format';
import { Button, type Column, Dialog, ListHead, ListTable } from '../ui';
import type { EnquiriesQuery } from './content-api';
import { EnquiryStatusPill, ENQUIRY_STATUS_LABELS, snippet } from './labels';
import { contentListQuery } from './list-query';
import { useContentList } from './use-content-list';
import './content.css';

type Filter = EnquiryStatus | '';
const FILTERS: { value: Filter; label: string }[] = [
  ...ENQUIRY_STATUSES.map((s) => ({ value: s as Filter, label: ENQUIRY_STATUS_LABELS[s] })),
  { value: '', label: 'All' },
];

/** The list's query from the URL (?status=&q=&page=); a status that is not one is ignored. */
export function enquiriesQueryOf(params: URLSearchParams): EnquiriesQuery & { page: number } {
  return contentListQuery(params, ENQUIRY_STATUSES);
}

export function EnquiriesPage() {
  const { api, toast, list } = useContentList(enquiriesQueryOf, (api, b) => api.enquiries(b));
  const { res } = list;
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

  return (
    <>
      <ListHead
        title="Enquiries"
        one="enquiry"
        list={list}
        noun="enquiries"
        statuses={FILTERS}
        placeholder="Name, email, phone or message"
      />
      <ListTable
        list={list}
        noun="enquiries"
        className="swk-inbox"
        caption="Enquiries, newest first"
        testId="enquiries-table"
        columns={columns}
        onRowClick={openEnquiry}
        filteredText="Try another search or status."
        emptyText="Messages sent through your contact form arrive here."
      />
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
