// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPostSchema, type BlogPostConfig } from '../../../schemas/sections/blog-post';
import {
  COMMENT_FAILED_MESSAGE,
  COMMENTS_LABEL,
  CONTENT_PATHS,
  WRITE_COMMENT_LABEL,
  type BlogComment,
  type BlogPost as Post,
} from '../../../shared/content';
import { COMMENT_EMPTY_MESSAGE } from '../../../shared/messages';
import { validateAgainst } from '../../../shared/validate';
import { toastStore } from '../../commerce/toast-store';
import { DEFAULT_RUNTIME_CONTEXT, RuntimeProvider } from '../../context';
import { stubFetch, stubLocation } from '../../ui/test-fetch';
import { signInCustomer } from '../_shop/test-support';
import { makePost } from '../_blog/test-support';
import { BlogPost, BUILDER_NOTE } from './BlogPost';
import { blogPost } from './index';

vi.mock('../../commerce/ui', () => ({
  ensureCommerceUi: () => Promise.resolve(),
  COMMERCE_ROOT_ID: 'x',
}));

const ALL_URL = `/api/io/crm${CONTENT_PATHS.commentsAll}?blogId=b7`;
const ADD_URL = `/api/io/crm${CONTENT_PATHS.commentsAdd}?blogId=b7`;
const base = blogPost.defaults as BlogPostConfig;
const POST: Post = {
  ...makePost(7, { tags: ['walks', 'tea'] }),
  bodyHtml: '<p>The <strong>body</strong> of post 7.</p>',
  seo: {},
};

function comment(n: number, text: string, name = 'Rohan Mehta'): BlogComment {
  return {
    _id: `c${n}`,
    comment: text,
    created: '2024-03-05T14:07:00.000Z',
    $card_data: {
      userId: [{ thumb: n === 1 ? '/demo/u1.svg' : null, title: name, subtitles: [] }],
    },
  };
}

function ui(config: BlogPostConfig, data?: unknown, mode: 'public' | 'builder' = 'public') {
  return (
    <RuntimeProvider value={{ ...DEFAULT_RUNTIME_CONTEXT, mode, path: '/blog/post-7' }}>
      <BlogPost id="p" config={config} data={data} />
    </RuntimeProvider>
  );
}

/** Comments server: the list holds `list`; adding answers `add` (or a status). */
function serveComments(list: BlogComment[], add: { status?: number; body?: unknown } = {}) {
  return stubFetch((url, init) => {
    if (url === ALL_URL) return { body: { data: list, total: list.length } };
    if (url === ADD_URL) {
      if (add.status) return { status: add.status, body: add.body };
      const body = JSON.parse(init.body ?? '{}') as { comment: string };
      return { body: { data: comment(99, body.comment, 'Me Myself') } };
    }
    return { status: 404 };
  });
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.tone}: ${t.text}`);
const form = () => screen.getByTestId('comment-form');
const field = () => within(form()).getByLabelText(WRITE_COMMENT_LABEL) as HTMLTextAreaElement;
const submit = () => fireEvent.submit(form());

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/blog/post-7');
  toastStore.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogPost', () => {
  it('has defaults that validate and is interactive', () => {
    expect(validateAgainst(blogPostSchema, base)).toBeNull();
    expect(blogPost.interactive).toBe(true);
  });

  it('shows the post: title, category, author with subtitle, date, image, body, tags', async () => {
    serveComments([]);
    render(ui(base, { post: POST }));
    const article = screen.getByTestId('blog-post');
    expect(within(article).getByRole('heading', { level: 1, name: 'Post 7' })).toBeTruthy();
    expect(article.textContent).toContain('Travel');
    expect(article.textContent).toContain('Ananya Iyer');
    expect(article.textContent).toContain('Editor');
    expect(article.querySelector('time')?.textContent).toBe('08-17-2024');
    expect(article.querySelector('.sw-blog-post__image')?.getAttribute('alt')).toBe(
      'Picture of post 7',
    );
    expect(article.querySelector('.sw-blog-post__body strong')?.textContent).toBe('body');
    expect(within(article).getByRole('list', { name: 'Tags' }).textContent).toBe('#walks#tea');
    await waitFor(() => expect(screen.getByText(/No comments yet/)).toBeTruthy());
  });

  it("says 'Blog Not Found' without a post outside the builder", () => {
    render(ui(base, { post: null }));
    expect(screen.getByTestId('blog-empty').textContent).toBe('Blog Not Found');
  });

  it('lists the comments (POST comments/all {p:0,s:100}) with thumb or initials, name and DD/MM/YYYY HH:mm', async () => {
    const { calls } = serveComments([
      comment(1, 'Lovely walk'),
      comment(2, 'Agreed', 'Meera Nair'),
    ]);
    render(ui(base, { post: POST }));
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(2));
    expect(calls[0]).toMatchObject({ url: ALL_URL, method: 'POST', body: { p: 0, s: 100 } });
    const [first, second] = screen.getAllByTestId('comment-item');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/demo/u1.svg');
    expect(second!.querySelector('.sw-blog-avatar--initials')?.textContent).toBe('MN');
    expect(first!.textContent).toContain('Rohan Mehta');
    expect(first!.querySelector('time')?.textContent).toBe('05/03/2024 14:07');
    expect(screen.getByRole('heading', { level: 2, name: /^Comments/ }).textContent).toBe(
      `${COMMENTS_LABEL} (2)`,
    );
  });

  it('shows HTML in a comment as text', async () => {
    serveComments([comment(1, '<img src=x onerror=alert(1)><b>bold</b>')]);
    render(ui(base, { post: POST }));
    const item = await screen.findByTestId('comment-item');
    expect(item.querySelector('.sw-comment__text')?.textContent).toBe(
      '<img src=x onerror=alert(1)><b>bold</b>',
    );
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelectorAll('img')).toHaveLength(1); // the author's photo only
  });

  it('sends a signed-out visitor to /login?from= the post, and sends nothing', async () => {
    const { calls } = serveComments([]);
    const assign = stubLocation({ search: '' });
    render(ui(base, { post: POST }));
    fireEvent.change(field(), { target: { value: 'Hello' } });
    submit();
    expect(assign).toHaveBeenCalledWith('/login?from=%2Fblog%2Fpost-7');
    await waitFor(() => expect(calls.some((c) => c.url === ADD_URL)).toBe(false));
    // Back from signing in, the comment is still written.
    cleanup();
    signInCustomer();
    render(ui(base, { post: POST }));
    await waitFor(() => expect(field().value).toBe('Hello'));
    expect(sessionStorage.length).toBe(0);
  });

  it("refuses an empty or blank comment with 'Comment cannot be empty'", async () => {
    signInCustomer();
    const { calls } = serveComments([]);
    render(ui(base, { post: POST }));
    fireEvent.change(field(), { target: { value: '   \n ' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(COMMENT_EMPTY_MESSAGE);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === ADD_URL)).toBe(false);
  });

  it('adds a trimmed comment to the list and clears the field', async () => {
    signInCustomer();
    const { calls } = serveComments([comment(1, 'First')]);
    render(ui(base, { post: POST }));
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(1));
    fireEvent.change(field(), { target: { value: '  Great read  ' } });
    submit();
    await waitFor(() => expect(screen.getAllByTestId('comment-item')).toHaveLength(2));
    const add = calls.find((c) => c.url === ADD_URL);
    expect(add).toMatchObject({
      method: 'POST',
      body: { blogId: 'b7', comment: 'Great read', meta: { path: '/blog/post-7' } },
    });
    expect(screen.getAllByTestId('comment-item')[1]!.textContent).toContain('Great read');
    expect(field().value).toBe('');
    expect(toasts()).toEqual([]);
  });

  it("shows the toast 'Failed to submit comment. Please try again.' on failure and keeps the text", async () => {
    signInCustomer();
    serveComments([], { status: 500, body: { msg: 'boom' } });
    render(ui(base, { post: POST }));
    fireEvent.change(field(), { target: { value: 'Still here' } });
    submit();
    await waitFor(() => expect(toasts()).toEqual([`error: ${COMMENT_FAILED_MESSAGE}`]));
    expect(field().value).toBe('Still here');
    expect(screen.queryAllByTestId('comment-item')).toHaveLength(0);
  });

  it('in the builder shows a sample post and sample comments and calls nothing', async () => {
    const { fetch } = serveComments([]);
    render(ui(base, undefined, 'builder'));
    expect(screen.getByTestId('blog-post-note').textContent).toBe(BUILDER_NOTE);
    expect(screen.getAllByTestId('comment-item')).toHaveLength(2);
    fireEvent.change(field(), { target: { value: 'Hi' } });
    submit();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders on the server without comments and hydrates the same markup', () => {
    serveComments([]);
    const html = renderToString(ui(base, { post: POST }));
    expect(html).toContain('Write a comment');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(ui(base, { post: POST }), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
