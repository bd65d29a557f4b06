import { useEffect, useState } from 'react';
import {
  COMMENT_FAILED_MESSAGE,
  COMMENT_MAX_LENGTH,
  COMMENTS_LABEL,
  commentDate,
  WRITE_COMMENT_LABEL,
  type BlogComment,
} from '../../../shared/content';
import { validateComment } from '../../../shared/validators';
import { goToLogin, isSignedIn } from '../../commerce/api';
import { showToast } from '../../commerce/toast-store';
import { Avatar } from '../_blog/Avatar';
import { signInAgainOn401 } from '../_shop/account-guard';
import { addComment, fetchComments } from '../_blog/blog-api';

export const COMMENT_PLACEHOLDER = 'Share your thoughts…';
export const POST_COMMENT_TEXT = 'Post comment';
export const POSTING_TEXT = 'Posting…';
export const SIGN_IN_TO_COMMENT = 'Sign in to comment';
export const NO_COMMENTS_TEXT = 'No comments yet. Be the first to write one.';
export const COMMENTS_FAILED_TEXT = 'Comments could not be loaded.';
export const LOADING_COMMENTS_TEXT = 'Loading comments…';

/** Where a signed-out visitor's comment waits while they sign in (per post, this tab only). */
const draftKey = (blogId: string) => `sw-comment-draft:${blogId}`;

function keepDraft(blogId: string, text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(draftKey(blogId), text);
  } catch {
    // Storage blocked: the visitor types it again.
  }
}

function takeDraft(blogId: string): string {
  try {
    const text = sessionStorage.getItem(draftKey(blogId)) ?? '';
    sessionStorage.removeItem(draftKey(blogId));
    return text;
  } catch {
    return '';
  }
}

/** The comment list: author's photo (or initials) and name, the date, the text as text. */
function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  return (
    <ol className="sw-comments__list">
      {comments.map((c) => {
        const author = c.$card_data?.userId?.[0];
        const name = author?.title || 'Reader';
        return (
          <li key={c._id} className="sw-comment" data-testid="comment-item">
            <Avatar name={name} thumb={author?.thumb ?? null} size={40} />
            <div className="sw-comment__body">
              <p className="sw-comment__head">
                <span className="sw-comment__name">{name}</span>
                <time className="sw-comment__date" dateTime={c.created}>
                  {commentDate(c.created)}
                </time>
              </p>
              {/* Always text: a comment is never HTML (React escapes it). */}
              <p className="sw-comment__text">{c.comment}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * SPEC §2's comments area under a post: 'Write a comment' (login needed: a signed-out visitor who
 * submits goes to /login?from= this post and comes back) and the 'Comments' list (SPEC §9: 100
 * from page 0). In the builder, `sample` comments and a form that calls nothing.
 */
export function Comments({
  id,
  blogId,
  sample,
}: {
  id: string;
  blogId: string;
  /** The builder's stand-in comments; nothing is loaded or sent. */
  sample: readonly BlogComment[] | null;
}) {
  const [comments, setComments] = useState<readonly BlogComment[] | null>(sample);
  const [loadFailed, setLoadFailed] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Known only in the browser (stored login data): false on the server and the first render.
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    setSignedIn(isSignedIn());
    if (sample) return undefined;
    // Back from signing in: the comment they had written is still there.
    const draft = takeDraft(blogId);
    if (draft) setText(draft);
    let live = true;
    fetchComments(blogId).then(
      (list) => {
        if (live) setComments(list);
      },
      (err: unknown) => {
        if (!live) return;
        console.error('Comments could not be loaded', err);
        setLoadFailed(true);
        setComments([]);
      },
    );
    return () => {
      live = false;
    };
  }, [blogId, sample]);

  const submit = async () => {
    if (sample) return;
    const comment = text.trim();
    const refusal = validateComment(comment);
    if (!isSignedIn()) {
      keepDraft(blogId, text);
      goToLogin();
      return;
    }
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const added = await addComment(blogId, comment);
      setComments((cur) => [...(cur ?? []), added]);
      setLoadFailed(false);
      setText('');
    } catch (err) {
      if (!signInAgainOn401(err)) showToast(COMMENT_FAILED_MESSAGE, 'error');
    } finally {
      setBusy(false);
    }
  };

  const fieldId = `${id}-comment`;
  const problemId = `${id}-comment-problem`;
  return (
    <div className="sw-comments">
      <form
        method="post"
        className="sw-comments__form"
        data-testid="comment-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 className="sw-comments__title">
          <label htmlFor={fieldId}>{WRITE_COMMENT_LABEL}</label>
        </h2>
        <textarea
          id={fieldId}
          className="sw-comments__input"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={COMMENT_PLACEHOLDER}
          value={text}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
        />
        {problem ? (
          <p id={problemId} className="sw-comments__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="sw-comments__actions">
          {!signedIn && !sample ? (
            <span className="sw-muted sw-comments__hint">{SIGN_IN_TO_COMMENT}</span>
          ) : null}
          <button
            type="submit"
            className="sw-btn sw-btn--primary"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? POSTING_TEXT : POST_COMMENT_TEXT}
          </button>
        </div>
      </form>
      <section className="sw-comments__section" aria-labelledby={`${id}-comments-title`}>
        <h2 id={`${id}-comments-title`} className="sw-comments__title">
          {COMMENTS_LABEL}
          {comments && comments.length > 0 ? (
            <span className="sw-comments__count"> ({comments.length})</span>
          ) : null}
        </h2>
        {comments === null ? (
          <p className="sw-muted" role="status">
            {LOADING_COMMENTS_TEXT}
          </p>
        ) : loadFailed ? (
          <p className="sw-muted">{COMMENTS_FAILED_TEXT}</p>
        ) : comments.length === 0 ? (
          <p className="sw-muted">{NO_COMMENTS_TEXT}</p>
        ) : (
          <CommentList comments={comments} />
        )}
      </section>
    </div>
  );
}
