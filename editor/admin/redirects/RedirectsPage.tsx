// Redirects (/admin/redirects): the shop's 301 and 302 redirects, newest change first, with
// search and pages in the URL; add or edit one in a dialog checked with the server's rules,
// delete after asking, import a CSV (merged, with the rows it skipped) and export one. The
// redirects the shop added itself when a page, product or post moved are marked Automatic.
import { useState } from 'react';
import { type AdminRedirect, REDIRECT_PAGE_SIZE } from '../../../shared/redirects';
import { useAdminApi } from '../api';
import { formatDateTime } from '../format';
import { useConfirmedAction } from '../forms';
import {
  Button,
  buttonClass,
  type Column,
  ConfirmDialog,
  ListHead,
  ListTable,
  pageParam,
  useListQuery,
  useToast,
} from '../ui';
import { ImportRedirectsDialog } from './ImportRedirectsDialog';
import { RedirectDialog } from './RedirectDialog';
import { REDIRECTS_EXPORT_URL, type RedirectsQuery, redirectsApi } from './redirects-api';
import './redirects.css';

/** The list's query from the URL (?q=&page=). */
export function redirectsQueryOf(params: URLSearchParams): RedirectsQuery & { page: number } {
  const q = [...(params.get('q') ?? '').trim()].slice(0, 120).join('');
  const page = pageParam(params);
  return { ...(q ? { q } : {}), p: page - 1, s: REDIRECT_PAGE_SIZE, page };
}

const isUrl = (to: string) => !to.startsWith('/');

export function RedirectsPage() {
  const api = redirectsApi(useAdminApi());
  const toast = useToast();
  const list = useListQuery(redirectsQueryOf, (body) => api.list(body));
  const { res } = list;
  const [editing, setEditing] = useState<AdminRedirect | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const deletion = useConfirmedAction<AdminRedirect>({
    run: (r) => api.remove(r._id),
    done: 'Redirect deleted.',
    after: res.reload,
  });
  const deleting = deletion.target;

  const columns: Column<AdminRedirect>[] = [
    {
      key: 'from',
      header: 'From',
      primary: true,
      cell: (r) => (
        <span className="swr-path" data-testid={`redirect-from-${r.from}`}>
          {r.from}
        </span>
      ),
    },
    {
      key: 'to',
      header: 'To',
      cell: (r) => (
        <span className="swr-to" data-testid={`redirect-to-${r.from}`}>
          <span aria-hidden="true" className="swr-arrow">
            →
          </span>
          <span className="swr-path">{r.to}</span>
          {isUrl(r.to) ? <span className="swr-external">other site</span> : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Type',
      cell: (r) => (
        <span
          className={`swa-status swa-status--${r.status === 301 ? 'ok' : 'info'}`}
          data-testid={`redirect-status-${r.from}`}
        >
          {r.status === 301 ? '301 Permanent' : '302 Temporary'}
        </span>
      ),
    },
    {
      key: 'source',
      header: 'Added',
      cell: (r) => (
        <span className="swr-source">
          {r.automatic ? (
            <span className="swr-auto" data-testid={`redirect-auto-${r.from}`}>
              Automatic
            </span>
          ) : (
            <span className="swr-manual">By hand</span>
          )}
          <span className="swr-when">{formatDateTime(r.updated)}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (r) => (
        <span className="swr-actions">
          <Button
            size="small"
            onClick={() => setEditing(r)}
            data-testid={`redirect-edit-${r.from}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="danger"
            onClick={() => deletion.ask(r)}
            data-testid={`redirect-delete-${r.from}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <ListHead
        title="Redirects"
        one="redirect"
        actions={
          <>
            <Button onClick={() => setImporting(true)} data-testid="redirects-import">
              Import CSV
            </Button>
            <a
              className={buttonClass()}
              href={REDIRECTS_EXPORT_URL}
              download
              data-testid="redirects-export"
            >
              Export CSV
            </a>
            <Button variant="primary" onClick={() => setEditing('new')} data-testid="redirect-add">
              Add redirect
            </Button>
          </>
        }
        list={list}
        noun="redirects"
        placeholder="Old or new path"
      />
      <p className="swr-intro swa-muted">
        Visitors and search engines that open an old address are sent to the new one. When you
        change the path of a page, a product or a blog post, the shop adds a permanent (301)
        redirect here by itself.
      </p>
      <ListTable
        list={list}
        noun="redirects"
        className="swr-table"
        caption="Redirects, newest change first"
        testId="redirects-table"
        columns={columns}
        filteredText="Try another search."
        emptyText="Add one by hand, import a CSV file, or change a page’s or product’s path: the old address is redirected here."
        emptyAction={
          <Button variant="primary" onClick={() => setEditing('new')}>
            Add redirect
          </Button>
        }
      />
      {editing ? (
        <RedirectDialog
          redirect={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(r, created) => {
            toast(created ? `Redirect from ${r.from} added.` : 'Redirect saved.');
            setEditing(null);
            res.reload();
          }}
        />
      ) : null}
      <ImportRedirectsDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={res.reload}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the redirect from ${deleting?.from ?? ''}?`}
        message={
          deleting
            ? `Links to ${deleting.from} will show “page not found” unless a page lives there.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
