// One blog post (/admin/blog/:id, `new` for a new one): title, slug, short description, the body
// in markdown with a live preview (as the site renders it), image and its description from the
// uploads, tags, category, author, Draft / Publish now / Schedule (the owner's local time, sent as
// UTC), search-engine title and description with counts. Checked with the server's rules before
// sending; saved with a toast; leaving with unsaved changes asks first; Delete asks first.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import {
  type AdminBlogCategory,
  type AdminPost,
  BLOG_SEO_DESCRIPTION_HINT,
  BLOG_SEO_TITLE_HINT,
} from '../../../shared/admin-content';
import { blogPostPath } from '../../../shared/content';
import { errorText } from '../../../shared/error-text';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { plural } from '../format';
import { useFormSend } from '../forms';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  Field,
  ImagePickerDialog,
  Input,
  LoadingState,
  MarkdownField,
  PageHeader,
  Panel,
  Select,
  Textarea,
  TextField,
  useResource,
  useToast,
  useUnsavedWarning,
} from '../ui';
import { contentApi } from './content-api';
import { PostStatusPill } from './labels';
import {
  checkPost,
  draftOf,
  emptyDraft,
  isDirty,
  type PostDraft,
  type PublishMode,
  slugOfTitle,
  toLocalInput,
} from './post-draft';
import { postPath } from './PostsPage';
import './content.css';

export function PostEditPage() {
  const { id = 'new' } = useParams();
  const api = contentApi(useAdminApi());
  const isNew = id === 'new';
  const res = useResource(id, () =>
    Promise.all([isNew ? Promise.resolve(null) : api.post(id), api.categories()]),
  );
  const back = { to: ADMIN_APP_PATHS.blog, label: 'Blog' };
  if (res.status === 'error' && !res.data)
    return (
      <>
        <PageHeader title="Blog post" back={back} />
        <ErrorState error={res.error} onRetry={res.reload} />
      </>
    );
  if (!res.data || res.status === 'loading') return <LoadingState />;
  const [post, categories] = res.data;
  return <PostEditor key={post?._id ?? 'new'} post={post} categories={categories} />;
}

const MODES: { value: PublishMode; label: string }[] = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'publish', label: 'Publish now' },
  { value: 'schedule', label: 'Schedule' },
];

type Picking = 'image' | 'thumb' | null;

function PostEditor({
  post,
  categories,
}: {
  post: AdminPost | null;
  categories: AdminBlogCategory[];
}) {
  const api = contentApi(useAdminApi());
  const boot = useAdminBoot();
  const toast = useToast();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<AdminPost | null>(post);
  const [base, setBase] = useState<PostDraft>(() =>
    post ? draftOf(post) : emptyDraft(boot.user.name),
  );
  const [draft, setDraft] = useState<PostDraft>(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [picking, setPicking] = useState<Picking>(null);
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const { busy: saving, send } = useFormSend(setErrors);
  const dirty = isDirty(draft, base);
  useUnsavedWarning(dirty && !saving && deleting !== 'busy');

  // After a first try, the marks follow the typing.
  useEffect(() => {
    if (tried) setErrors(checkPost(draft, saved).errors);
  }, [draft, tried, saved]);

  const patch = (p: Partial<PostDraft>) => setDraft((d) => ({ ...d, ...p }));

  const save = async () => {
    setTried(true);
    const { input, errors: found } = checkPost(draft, saved);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast('Fix the marked fields before saving.', 'error');
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.swk-edit [aria-invalid="true"]')?.focus(),
      );
      return;
    }
    await send(async () => {
      const next = await api.savePost(input);
      const fresh = draftOf(next);
      setSaved(next);
      setBase(fresh);
      setDraft(fresh);
      setTried(false);
      setErrors({});
      toast(
        !saved
          ? 'Post created.'
          : next.status === 'published'
            ? 'Post saved and published.'
            : next.status === 'scheduled'
              ? 'Post saved and scheduled.'
              : 'Post saved.',
        'success',
      );
      if (!input.id) navigate(postPath(next._id), { replace: true });
    });
  };

  const remove = async () => {
    if (!saved) return;
    setDeleting('busy');
    try {
      await api.deletePost(saved._id);
      setBase(draft);
      toast('Post deleted.', 'success');
      navigate(ADMIN_APP_PATHS.blog);
    } catch (err) {
      toast(errorText(err), 'error');
      setDeleting(null);
    }
  };

  const slug = draft.slug.trim() || slugOfTitle(draft.title) || 'post';
  const minSchedule = toLocalInput(new Date(Date.now() + 60_000).toISOString());
  const count = (text: string, hint: number, max: number) =>
    `${[...text].length} of ${max} characters; search engines show about ${hint}.`;

  return (
    <div className="swk-edit">
      <PageHeader
        title={saved ? saved.title : 'New post'}
        back={{ to: ADMIN_APP_PATHS.blog, label: 'Blog' }}
        description={
          <span className="swk-edit-meta">
            {saved ? <PostStatusPill status={saved.status} at={saved.publishedAt} /> : null}
            {saved?.status === 'published' ? (
              <a
                href={blogPostPath(saved.slug)}
                target="_blank"
                rel="noreferrer"
                data-testid="post-view"
              >
                View post
              </a>
            ) : null}
            {dirty ? <span className="swa-muted">Unsaved changes</span> : null}
          </span>
        }
        actions={
          <>
            {saved ? (
              <Button variant="danger" onClick={() => setDeleting('ask')} data-testid="post-delete">
                Delete
              </Button>
            ) : null}
            <Button
              variant="primary"
              busy={saving}
              onClick={() => void save()}
              data-testid="post-save"
            >
              Save
            </Button>
          </>
        }
      />
      <form
        className="swk-edit-grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="swk-edit-main">
          <Panel title="Post">
            <TextField
              label="Title"
              value={draft.title}
              maxLength={200}
              error={errors.title}
              onChange={(title) => patch({ title })}
              data-testid="post-title"
            />
            <TextField
              label="Slug"
              value={draft.slug}
              maxLength={120}
              error={errors.slug}
              placeholder={slugOfTitle(draft.title) || 'made from the title'}
              hint={`The post’s address: /blog/${slug}. Leave empty to make it from the title.`}
              onChange={(value) => patch({ slug: value })}
            />
            <Field
              label="Short description"
              error={errors.shortDescription}
              hint="Shown on the blog’s cards under the title."
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={2}
                  maxLength={500}
                  value={draft.shortDescription}
                  onChange={(e) => patch({ shortDescription: e.target.value })}
                />
              )}
            </Field>
          </Panel>
          <Panel title="Body">
            <MarkdownField
              label="Markdown"
              value={draft.bodyMarkdown}
              error={errors.bodyMarkdown}
              rows={16}
              previewTestId="post-preview"
              hint="**bold**, _italic_, ## headings, - lists, [links](https://…), ![pictures](/uploads/…)"
              onChange={(bodyMarkdown) => patch({ bodyMarkdown })}
            />
          </Panel>
          <Panel title="Image">
            <div className="swk-image">
              {draft.image ? (
                <img src={draft.image} alt="" width={120} height={80} data-testid="post-image" />
              ) : (
                <span className="swa-muted">No image</span>
              )}
              <Button
                size="small"
                onClick={() => setPicking('image')}
                data-testid="post-image-choose"
              >
                {draft.image ? 'Change image' : 'Choose image'}
              </Button>
              {draft.image ? (
                <Button size="small" variant="ghost" onClick={() => patch({ image: null })}>
                  Remove
                </Button>
              ) : null}
            </div>
            {errors.image ? <p className="swa-field-error">{errors.image}</p> : null}
            <TextField
              label="Image description (alt text)"
              value={draft.imageAlt}
              maxLength={200}
              error={errors.imageAlt}
              hint="What the picture shows, for people who cannot see it. Empty: the title."
              onChange={(imageAlt) => patch({ imageAlt })}
            />
          </Panel>
        </div>
        <div className="swk-edit-side">
          <Panel title="Publishing">
            <fieldset className="swk-modes">
              <legend>Status</legend>
              {MODES.map((m) => (
                <label key={m.value}>
                  <input
                    type="radio"
                    name="post-mode"
                    value={m.value}
                    checked={draft.mode === m.value}
                    onChange={() =>
                      patch({
                        mode: m.value,
                        scheduleAt: m.value === 'schedule' ? draft.scheduleAt : '',
                      })
                    }
                  />
                  {m.label}
                </label>
              ))}
            </fieldset>
            {draft.mode === 'schedule' ? (
              <Field
                label="Publish on"
                error={errors.publishedAt}
                hint={`Your local time (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
              >
                {(p) => (
                  <Input
                    {...p}
                    type="datetime-local"
                    min={minSchedule}
                    value={draft.scheduleAt}
                    onChange={(e) => patch({ scheduleAt: e.target.value })}
                    data-testid="post-schedule"
                  />
                )}
              </Field>
            ) : null}
            <Field label="Category" error={errors.categoryKey}>
              {(p) => (
                <Select
                  {...p}
                  value={draft.categoryKey}
                  onChange={(e) => patch({ categoryKey: e.target.value })}
                >
                  <option value="">No category</option>
                  {categories.map((c) => (
                    <option key={c._id} value={c.key}>
                      {c.title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TextField
              label="Tags"
              value={draft.tags}
              error={errors.tags}
              hint="Separated by commas: tea, travel."
              onChange={(tags) => patch({ tags })}
            />
          </Panel>
          <Panel title="Author">
            <TextField
              label="Name"
              value={draft.author.name}
              maxLength={100}
              error={errors['author.name']}
              onChange={(name) => patch({ author: { ...draft.author, name } })}
            />
            <TextField
              label="Subtitle"
              value={draft.author.subtitle}
              maxLength={100}
              error={errors['author.subtitle']}
              placeholder="Founder, tea taster"
              onChange={(subtitle) => patch({ author: { ...draft.author, subtitle } })}
            />
            <span className="swk-label">Picture</span>
            <div className="swk-image swk-image--round">
              {draft.author.thumb ? (
                <img src={draft.author.thumb} alt="" width={48} height={48} />
              ) : (
                <span className="swa-muted">None</span>
              )}
              <Button size="small" onClick={() => setPicking('thumb')}>
                {draft.author.thumb ? 'Change' : 'Choose'}
              </Button>
              {draft.author.thumb ? (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => patch({ author: { ...draft.author, thumb: null } })}
                >
                  Remove
                </Button>
              ) : null}
            </div>
            {errors['author.thumb'] ? (
              <p className="swa-field-error">{errors['author.thumb']}</p>
            ) : null}
          </Panel>
          <Panel title="Search engines">
            <Field
              label="Title"
              error={errors['seo.title']}
              hint={`${count(draft.seo.title, BLOG_SEO_TITLE_HINT, 200)} Empty: the post’s title.`}
            >
              {(p) => (
                <Input
                  {...p}
                  maxLength={200}
                  value={draft.seo.title}
                  onChange={(e) => patch({ seo: { ...draft.seo, title: e.target.value } })}
                />
              )}
            </Field>
            <Field
              label="Description"
              error={errors['seo.description']}
              hint={`${count(draft.seo.description, BLOG_SEO_DESCRIPTION_HINT, 300)} Empty: the short description.`}
            >
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  maxLength={300}
                  value={draft.seo.description}
                  onChange={(e) => patch({ seo: { ...draft.seo, description: e.target.value } })}
                />
              )}
            </Field>
          </Panel>
        </div>
        <button type="submit" hidden />
      </form>
      <div className="swk-edit-footer">
        <Button variant="primary" busy={saving} onClick={() => void save()}>
          Save
        </Button>
      </div>
      <ImagePickerDialog
        open={picking !== null}
        title={picking === 'thumb' ? 'Author’s picture' : 'Post image'}
        onClose={() => setPicking(null)}
        onPick={(item) =>
          picking === 'thumb'
            ? patch({ author: { ...draft.author, thumb: item.url } })
            : patch({ image: item.url })
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${saved?.title ?? 'this post'}”?`}
        message={`The post and its comments (${plural(saved?.comments ?? 0, 'comment')}) are deleted for good, and /blog/${saved?.slug ?? ''} stops working.`}
        confirmLabel="Delete"
        destructive
        busy={deleting === 'busy'}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
