// The newsletter (/admin/newsletter): subscribers (search, status, pages in the URL), their CSV,
// sending a newsletter (subject and markdown with a preview; a confirmation naming how many
// subscribers get it; then the result) and the newsletters sent before.
import { useState } from 'react';
import { formProblems } from '../../../shared/admin-api';
import {
  type AdminSubscriber,
  BROADCAST_FORM_MESSAGES,
  BROADCAST_SCHEMA,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
} from '../../../shared/admin-content';
import { NEWSLETTER_STATUSES } from '../../../shared/content';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { formatDateTime, plural } from '../format';
import { useFormSend } from '../forms';
import {
  Button,
  type Column,
  ConfirmDialog,
  ErrorState,
  ListTable,
  labelled,
  LoadingState,
  MarkdownField,
  Options,
  PageHeader,
  Panel,
  SearchToolbar,
  SelectField,
  Table,
  TextField,
  buttonClass,
  useListQuery,
  useResource,
  useToast,
} from '../ui';
import { contentApi, subscribersCsvUrl, type SubscribersQuery } from './content-api';
import { SUBSCRIBER_STATUS_LABELS, SubscriberStatusPill } from './labels';
import { contentListQuery } from './list-query';
import './content.css';

const NO_SUBSCRIBERS = 'No one is subscribed yet, so there is no one to send this to.';

export function subscribersQueryOf(params: URLSearchParams): SubscribersQuery & { page: number } {
  return contentListQuery(params, NEWSLETTER_STATUSES);
}

const columns: Column<AdminSubscriber>[] = [
  { key: 'email', header: 'Email', primary: true, cell: (s) => s.email },
  { key: 'status', header: 'Status', cell: (s) => <SubscriberStatusPill status={s.status} /> },
  { key: 'subscribed', header: 'Subscribed', cell: (s) => formatDateTime(s.subscribedAt) },
  {
    key: 'unsubscribed',
    header: 'Unsubscribed',
    cell: (s) =>
      s.unsubscribedAt ? (
        <span>
          {formatDateTime(s.unsubscribedAt)}
          {s.unsubscribeReason ? (
            <span className="swk-sub swk-comment">“{s.unsubscribeReason}”</span>
          ) : null}
        </span>
      ) : (
        '—'
      ),
  },
];

export function NewsletterPage() {
  const api = contentApi(useAdminApi());
  const boot = useAdminBoot();
  const list = useListQuery(subscribersQueryOf, (b) => api.subscribers(b));
  const { setParam, body, res } = list;
  const broadcasts = useResource('broadcasts', () => api.broadcasts());
  const [composing, setComposing] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const owner = boot.user.role === 'OWNER';

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={res.data ? plural(res.data.total, 'address', 'addresses') : undefined}
        actions={
          <>
            <a
              className={buttonClass()}
              href={subscribersCsvUrl(body.status ?? '')}
              download
              data-testid="subscribers-csv"
            >
              Export CSV
            </a>
            {owner ? (
              <Button
                variant="primary"
                onClick={() => {
                  setResult(null);
                  setComposing(true);
                }}
                disabled={composing}
                data-testid="newsletter-compose"
              >
                Send a newsletter
              </Button>
            ) : null}
          </>
        }
      />
      {result ? (
        <p className="swk-result" role="status" data-testid="newsletter-result">
          {result}
        </p>
      ) : null}
      {!owner ? (
        <p className="swa-muted">Only the owner of this shop can send a newsletter.</p>
      ) : null}
      {composing ? (
        <Compose
          onCancel={() => setComposing(false)}
          onSent={(text) => {
            setComposing(false);
            setResult(text);
            broadcasts.reload();
          }}
        />
      ) : null}
      <Panel title="Subscribers" testId="subscribers">
        <SearchToolbar
          label="Search subscribers"
          placeholder="Email address"
          value={body.q ?? ''}
          onSearch={(q) => setParam('q', q)}
        >
          <SelectField
            label="Status"
            value={body.status ?? ''}
            onChange={(text) => setParam('status', text)}
            data-testid="subscribers-status"
          >
            <Options none="All" options={labelled(NEWSLETTER_STATUSES, SUBSCRIBER_STATUS_LABELS)} />
          </SelectField>
        </SearchToolbar>
        <ListTable
          list={list}
          noun="subscribers"
          pagerNoun="addresses"
          caption="Newsletter subscribers, newest first"
          testId="subscribers-table"
          columns={columns}
          filteredText="Try another search or status."
          emptyText="Addresses that subscribe through your newsletter forms appear here."
        />
      </Panel>
      <Panel title="Newsletters sent" testId="broadcasts">
        {broadcasts.status === 'error' ? (
          <ErrorState error={broadcasts.error} onRetry={broadcasts.reload} />
        ) : !broadcasts.data ? (
          <LoadingState lines={2} />
        ) : broadcasts.data.length === 0 ? (
          <p className="swa-muted">No newsletter sent yet.</p>
        ) : (
          <Table
            caption="Newsletters sent, newest first"
            testId="broadcasts-table"
            columns={[
              { key: 'subject', header: 'Subject', primary: true, cell: (b) => b.subject },
              {
                key: 'recipients',
                header: 'Recipients',
                align: 'right',
                cell: (b) => b.recipients,
              },
              { key: 'created', header: 'Sent', cell: (b) => formatDateTime(b.created) },
            ]}
            rows={broadcasts.data}
            rowKey={(b) => b._id}
          />
        )}
      </Panel>
    </>
  );
}

function Compose({ onCancel, onSent }: { onCancel: () => void; onSent: (text: string) => void }) {
  const api = contentApi(useAdminApi());
  const toast = useToast();
  const [form, setForm] = useState({ subject: '', bodyMarkdown: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState<{ recipients: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const { busy, send } = useFormSend(setErrors);

  const check = () => {
    const found = formProblems(BROADCAST_SCHEMA, form, BROADCAST_FORM_MESSAGES);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const review = async () => {
    if (!check()) return;
    setCounting(true);
    try {
      const answer = await api.subscribers({ status: 'SUBSCRIBED', p: 0, s: 1 });
      if (answer.total === 0) toast(NO_SUBSCRIBERS, 'error');
      else setAsking({ recipients: answer.total });
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setCounting(false);
    }
  };

  const go = () =>
    send(async () => {
      try {
        const answer = await api.broadcast(form);
        const n = answer.data.recipients;
        const text = answer.msg ?? `Your newsletter is on its way to ${plural(n, 'subscriber')}.`;
        toast(text, 'success');
        onSent(text);
      } finally {
        setAsking(null);
      }
    });

  return (
    <Panel title="Send a newsletter" className="swk-compose" testId="newsletter-form">
      <TextField
        label="Subject"
        value={form.subject}
        maxLength={NEWSLETTER_SUBJECT_MAX}
        error={errors.subject}
        onChange={(subject) => setForm((f) => ({ ...f, subject }))}
        data-testid="newsletter-subject"
      />
      <MarkdownField
        label="Message (markdown)"
        value={form.bodyMarkdown}
        error={errors.bodyMarkdown}
        maxLength={NEWSLETTER_BODY_MAX}
        rows={12}
        previewTestId="newsletter-preview"
        hint="Every mail ends with a one-click unsubscribe link."
        onChange={(bodyMarkdown) => setForm((f) => ({ ...f, bodyMarkdown }))}
      />
      <div className="swa-form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="primary"
          busy={counting}
          onClick={() => void review()}
          data-testid="newsletter-send"
        >
          Send…
        </Button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={`Send “${form.subject.trim()}” to ${plural(asking?.recipients ?? 0, 'subscriber')}?`}
        message="It goes out at once to every subscribed address and cannot be taken back."
        confirmLabel="Send now"
        busy={busy}
        onConfirm={() => void go()}
        onCancel={() => setAsking(null)}
      />
    </Panel>
  );
}
