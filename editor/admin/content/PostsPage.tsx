// Blog posts (/admin/blog): search, status tabs (All, Published, Scheduled, Drafts), a category
// filter and pages, all in the URL; each post opens its editor.
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import { type AdminPostRow, POST_STATUSES, type PostStatus } from '../../../shared/admin-content';
import { useAdminApi } from '../api';
import { formatDateTime, plural } from '../format';
import {
  type Column,
  ListFilters,
  ListTable,
  Options,
  optionsOf,
  PageHeader,
  SelectField,
  buttonClass,
  useListQuery,
  useResource,
} from '../ui';
import { BlogNav } from './BlogNav';
import { contentApi, type PostsQuery } from './content-api';
import { PostStatusPill } from './labels';
import { contentListQuery } from './list-query';
import './content.css';

const POST_QUERY_MAX = 200;

type Filter = PostStatus | '';
const FILTERS: { value: Filter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
];

export function postsQueryOf(params: URLSearchParams): PostsQuery & { page: number } {
  const category = (params.get('category') ?? '').trim();
  return contentListQuery(params, POST_STATUSES, {
    queryMax: POST_QUERY_MAX,
    filters: category ? { category } : {},
  });
}

export function postPath(id: string): string {
  return `${ADMIN_APP_PATHS.blog}/${id}`;
}

const columns: Column<AdminPostRow>[] = [
  {
    key: 'title',
    header: 'Post',
    primary: true,
    cell: (p) => (
      <span className="swk-post-cell">
        {p.image ? <img className="swk-thumb" src={p.image} alt="" width={40} height={40} /> : null}
        <span>
          <Link to={postPath(p._id)}>{p.title}</Link>
          <span className="swk-sub">/blog/{p.slug}</span>
        </span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (p) => <PostStatusPill status={p.status} at={p.publishedAt} />,
  },
  { key: 'category', header: 'Category', cell: (p) => p.category?.value ?? '—' },
  { key: 'comments', header: 'Comments', align: 'right', cell: (p) => p.comments },
  {
    key: 'date',
    header: 'Published',
    cell: (p) => (p.publishedAt ? formatDateTime(p.publishedAt) : '—'),
  },
  { key: 'updated', header: 'Updated', hideOnPhone: true, cell: (p) => formatDateTime(p.updated) },
];

export function PostsPage() {
  const api = contentApi(useAdminApi());
  const navigate = useNavigate();
  const list = useListQuery(postsQueryOf, (b) => api.posts(b));
  const { body, res } = list;
  const categories = useResource('blog-categories', () => api.categories());

  return (
    <>
      <PageHeader
        title="Blog"
        description={res.data ? plural(res.data.total, 'post') : undefined}
        actions={
          <Link className={buttonClass('primary')} to={postPath('new')} data-testid="post-new">
            New post
          </Link>
        }
      />
      <BlogNav />
      <ListFilters list={list} noun="posts" statuses={FILTERS} placeholder="Title or slug">
        <SelectField
          label="Category"
          value={body.category ?? ''}
          onChange={(text) => list.setParam('category', text)}
          data-testid="posts-category"
        >
          <Options
            none="All categories"
            options={optionsOf(categories.data ?? [], 'key', 'title')}
          />
          {body.category && categories.data?.every((c) => c.key !== body.category) ? (
            <option value={body.category}>{body.category}</option>
          ) : null}
        </SelectField>
      </ListFilters>
      <ListTable
        list={list}
        noun="posts"
        caption="Blog posts, last changed first"
        testId="posts-table"
        columns={columns}
        onRowClick={(p) => navigate(postPath(p._id))}
        filteredText="Try another search, status or category."
        emptyText="Posts you write appear on your blog when you publish them."
        emptyAction={
          <Link className={buttonClass('primary')} to={postPath('new')}>
            Write your first post
          </Link>
        }
      />
    </>
  );
}
