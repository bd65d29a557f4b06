// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_CONTENT_PATHS,
  type AdminBlogCategory,
  type AdminPost,
  type AdminPostInput,
} from '../../../shared/admin-content';
import { ApiError } from '../../../shared/api-client';
import { AdminApp } from '../App';
import { createFakeApi, type Recorded, TEST_BOOT } from '../test-support';
import { checkPost, draftOf, emptyDraft, fromLocalInput, toLocalInput } from './post-draft';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const categories: AdminBlogCategory[] = [
  { _id: 'k1', key: 'news', title: 'News', position: 0, posts: 2 },
  { _id: 'k2', key: 'recipes', title: 'Recipes', position: 1, posts: 0 },
];

function post(over: Partial<AdminPost> = {}): AdminPost {
  return {
    _id: 'p1',
    title: 'Brewing green tea',
    slug: 'brewing-green-tea',
    status: 'published',
    publishedAt: '2025-03-01T09:00:00.000Z',
    category: { key: 'news', value: 'News' },
    image: '/demo/blog/tea.svg',
    comments: 3,
    updated: '2025-03-02T09:00:00.000Z',
    shortDescription: 'Three minutes, not boiling.',
    bodyMarkdown: '# Steps\n\n**Warm** the pot.',
    imageAlt: 'A teapot',
    tags: ['tea', 'how-to'],
    author: { name: 'Nora', thumb: null, subtitle: 'Founder' },
    seo: {},
    ...over,
  };
}

function blogApi(initial: AdminPost | null, save?: (input: AdminPostInput) => unknown) {
  const saved: AdminPostInput[] = [];
  const api = createFakeApi({
    [`GET ${ADMIN_CONTENT_PATHS.categories}`]: { data: categories },
    [`GET ${ADMIN_CONTENT_PATHS.post}`]: initial ? { data: initial } : new ApiError(404, {}, ''),
    [`POST ${ADMIN_CONTENT_PATHS.savePost}`]: (req: Recorded) => {
      const input = req.body as AdminPostInput;
      saved.push(input);
      if (save) return save(input);
      return {
        data: post({
          _id: input.id ?? 'p9',
          title: input.title,
          slug: input.slug ?? 'new-post',
          status:
            input.status === 'draft' ? 'draft' : input.publishedAt ? 'scheduled' : 'published',
          publishedAt: input.publishedAt ?? null,
          bodyMarkdown: input.bodyMarkdown,
          updated: '2025-03-03T00:00:00.000Z',
        }),
      };
    },
    [`POST ${ADMIN_CONTENT_PATHS.deletePost}`]: { data: { _id: 'p1' } },
    [`POST ${ADMIN_CONTENT_PATHS.posts}`]: { data: [], total: 0 },
  });
  return { api, saved };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the post editor', () => {
  it('loads a post into the form with its preview and a View post link', async () => {
    const { api } = blogApi(post());
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/p1" />);
    expect((await screen.findByTestId('post-title')).getAttribute('value')).toBe(
      'Brewing green tea',
    );
    expect(field('Tags').value).toBe('tea, how-to');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('news');
    expect((screen.getByLabelText('Publish now') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('post-preview').innerHTML).toContain('<strong>Warm</strong>');
    expect(screen.getByTestId('post-view').getAttribute('href')).toBe('/blog/brewing-green-tea');
    expect(api.calls.find((c) => c.path === ADMIN_CONTENT_PATHS.post)!.params).toEqual({
      id: 'p1',
    });
  });

  it('previews markdown live, sanitized as on the server', async () => {
    const { api } = blogApi(null);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/new" />);
    fireEvent.change(await screen.findByLabelText('Markdown'), {
      target: { value: '## Hi\n\n<script>alert(1)</script><img src=x onerror="alert(2)">' },
    });
    const preview = screen.getByTestId('post-preview');
    expect(preview.querySelector('h2')?.textContent).toBe('Hi');
    expect(preview.innerHTML).not.toContain('<script');
    expect(preview.innerHTML).not.toContain('onerror');
  });

  it('refuses an empty title and a bad slug before sending', async () => {
    const { api, saved } = blogApi(null);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/new" />);
    await screen.findByTestId('post-title');
    fireEvent.change(field('Slug'), { target: { value: 'Not A Slug' } });
    fireEvent.click(screen.getByTestId('post-save'));
    expect(
      await screen.findByText('Please give the post a title (up to 200 characters).'),
    ).toBeTruthy();
    expect(screen.getByText(/The slug can use lower-case letters/)).toBeTruthy();
    expect(screen.getByText('Fix the marked fields before saving.')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });

  it('creates a draft, then opens it at its own address', async () => {
    const { api, saved } = blogApi(null);
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/new" />);
    fireEvent.change(await screen.findByTestId('post-title'), {
      target: { value: ' Spring teas ' },
    });
    fireEvent.change(field('Tags'), { target: { value: 'tea, , spring, tea' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'recipes' } });
    expect(screen.getByText(/\/blog\/spring-teas/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      title: 'Spring teas',
      shortDescription: '',
      bodyMarkdown: '',
      image: null,
      imageAlt: '',
      tags: ['tea', 'spring'],
      categoryKey: 'recipes',
      author: { name: 'Nora Winters', thumb: null, subtitle: '' },
      status: 'draft',
      seo: {},
    });
    expect(await screen.findByText('Post created.')).toBeTruthy();
    // Now the saved post: its id and updated time guard the next save.
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ id: 'p9', baseUpdatedAt: '2025-03-03T00:00:00.000Z' });
  });

  it('schedules in the owner’s local time, sent as UTC, and refuses a past time', async () => {
    const { api, saved } = blogApi(post({ status: 'draft', publishedAt: null }));
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/p1" />);
    fireEvent.click(await screen.findByLabelText('Schedule'));
    const when = screen.getByTestId('post-schedule');
    fireEvent.change(when, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(screen.getByTestId('post-save'));
    expect(
      await screen.findByText('Please choose a date and time in the future to schedule the post.'),
    ).toBeTruthy();
    expect(saved).toHaveLength(0);
    fireEvent.change(when, { target: { value: '2099-06-01T18:30' } });
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.status).toBe('published');
    expect(saved[0]!.publishedAt).toBe(new Date(2099, 5, 1, 18, 30).toISOString());
  });

  it('shows the server’s refusal under its field and in a toast', async () => {
    const { api } = blogApi(
      post(),
      () =>
        new ApiError(
          409,
          {
            msg: 'Another post already uses the address /blog/x.',
            fieldErrors: { slug: 'Another post already uses the address /blog/x.' },
          },
          '',
        ),
    );
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/p1" />);
    fireEvent.change(await screen.findByLabelText('Slug'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() =>
      expect(screen.getAllByText('Another post already uses the address /blog/x.').length).toBe(2),
    );
  });

  it('asks before leaving with unsaved changes', async () => {
    const { api } = blogApi(post());
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/p1" />);
    fireEvent.change(await screen.findByTestId('post-title'), { target: { value: 'Changed' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('link', { name: '← Blog' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('post-title')).toBeTruthy();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { api } = blogApi(post());
    render(<AdminApp boot={TEST_BOOT} api={api} initialPath="/admin/blog/p1" />);
    fireEvent.click(await screen.findByTestId('post-delete'));
    const dialog = screen.getByTestId('swa-confirm');
    expect(dialog.textContent).toContain('3 comments');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Post deleted.')).toBeTruthy();
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(api.calls.find((c) => c.path === ADMIN_CONTENT_PATHS.deletePost)!.params).toEqual({
      id: 'p1',
    });
  });
});

describe('the post draft', () => {
  it('turns local date-times into UTC and back', () => {
    const iso = fromLocalInput('2025-07-04T08:05')!;
    expect(iso).toBe(new Date(2025, 6, 4, 8, 5).toISOString());
    expect(toLocalInput(iso)).toBe('2025-07-04T08:05');
    expect(fromLocalInput('2025-02-30T10:00')).toBeNull();
    expect(fromLocalInput('soon')).toBeNull();
  });

  it('publishes a scheduled post now by sending the time, and keeps a published one’s', () => {
    const now = Date.parse('2025-03-10T00:00:00.000Z');
    const scheduled = post({ status: 'scheduled', publishedAt: '2025-04-01T00:00:00.000Z' });
    const draft = { ...draftOf(scheduled), mode: 'publish' as const };
    expect(checkPost(draft, scheduled, now).input.publishedAt).toBe('2025-03-10T00:00:00.000Z');
    const live = post();
    expect('publishedAt' in checkPost(draftOf(live), live, now).input).toBe(false);
    expect(checkPost(emptyDraft(), null, now).errors.title).toBeTruthy();
  });
});
