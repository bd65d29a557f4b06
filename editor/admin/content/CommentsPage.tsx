// Comment moderation (/admin/comments): every comment on the blog newest first, with its post,
// author, date, text (shown as text, never as HTML) and status; Hide / Show and Delete (asked
// first); filter visible or hidden, search, pages, all in the URL.
import { useState } from 'react';
import { type AdminComment } from '../../../shared/admin-content';
import { blogPostPath } from '../../../shared/content';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../format';
import { useConfirmedAction } from '../forms';
import { Button, type Column, ConfirmDialog, ListHead, ListTable } from '../ui';
import type { CommentsQuery } from './content-api';
import { CommentStatusPill, snippet } from './labels';
import { actionsColumn } from './row-actions';
import { contentListQuery } from './list-query';
import { useContentList } from './use-content-list';
import './content.css';

/** The server's bound of a comments search. */
const COMMENT_QUERY_MAX = 200;

type Filter = 'visible' | 'hidden' | '';
const FILTERS: { value: Filter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

export function commentsQueryOf(params: URLSearchParams): CommentsQuery & { page: number } {
  return contentListQuery(params, ['visible', 'hidden'] as const, { queryMax: COMMENT_QUERY_MAX });
}

export function CommentsPage() {
  const { api, toast, list } = useContentList(commentsQueryOf, (api, b) => api.comments(b));
  const { res } = list;
  const [busy, setBusy] = useState<string | null>(null);
  const deletion = useConfirmedAction<AdminComment>({
    run: (c) => api.deleteComment(c._id),
    done: 'Comment deleted.',
    after: res.reload,
  });
  const deleting = deletion.target;

  const moderate = async (c: AdminComment) => {
    const status = c.status === 'visible' ? 'hidden' : 'visible';
    setBusy(c._id);
    try {
      await api.moderateComment(c._id, status);
      toast(status === 'hidden' ? 'Comment hidden from the blog.' : 'Comment shown on the blog.');
      res.reload();
    } catch (err) {
      toast(errorText(err), 'error');
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<AdminComment>[] = [
    {
      key: 'comment',
      header: 'Comment',
      primary: true,
      cell: (c) => (
        <span className="swk-comment" data-testid="comment-text">
          {c.comment}
        </span>
      ),
    },
    {
      key: 'post',
      header: 'Post',
      cell: (c) => (
        <a href={blogPostPath(c.post.slug)} target="_blank" rel="noreferrer">
          {c.post.title}
        </a>
      ),
    },
    {
      key: 'author',
      header: 'Author',
      cell: (c) => (
        <span>
          {c.author.name}
          {c.author.email ? <span className="swk-sub">{c.author.email}</span> : null}
        </span>
      ),
    },
    { key: 'created', header: 'Date', cell: (c) => formatDateTime(c.created) },
    { key: 'status', header: 'Status', cell: (c) => <CommentStatusPill status={c.status} /> },
    actionsColumn(
      (c) => (
        <Button
          size="small"
          busy={busy === c._id}
          onClick={() => void moderate(c)}
          data-testid={`comment-toggle-${c._id}`}
        >
          {c.status === 'visible' ? 'Hide' : 'Show'}
        </Button>
      ),
      deletion,
      (c) => `comment-delete-${c._id}`,
    ),
  ];

  return (
    <>
      <ListHead
        title="Comments"
        one="comment"
        list={list}
        noun="comments"
        statuses={FILTERS}
        placeholder="Text, author or post"
      />
      <ListTable
        list={list}
        noun="comments"
        caption="Comments, newest first"
        testId="comments-table"
        columns={columns}
        filteredText="Try another search or filter."
        emptyText="Comments readers write on your blog posts appear here."
      />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this comment?"
        message={
          deleting ? (
            <>
              <p>
                {deleting.author.name} on “{deleting.post.title}”: “{snippet(deleting.comment, 160)}
                ”
              </p>
              <p>It is removed for good. To take it off the blog but keep it, hide it instead.</p>
            </>
          ) : undefined
        }
        confirmLabel="Delete"
        destructive
      />
    </>
  );
}
