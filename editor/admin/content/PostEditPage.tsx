// One blog post (/admin/blog/:id, `new` for a new one): title, slug, short description, the body
// in markdown with a live preview (as the site renders it), image and its description from the
// uploads, tags, category, author, Draft / Publish now / Schedule (the owner's local time, sent as
// UTC), search-engine title and description with counts. Checked with the server's rules before
// sending; saved with a toast; leaving with unsaved changes asks first; Delete asks first.
import { useState } from 'react';
import { ADMIN_APP_PATHS } from '../../../shared/admin-api';
import {
  type AdminBlogCategory,
  type AdminPost,
  BLOG_SEO_DESCRIPTION_HINT,
  BLOG_SEO_TITLE_HINT,
} from '../../../shared/admin-content';
import { blogPostPath } from '../../../shared/content';
import { useAdminApi } from '../api';
import { useAdminBoot } from '../context';
import { EditLoader, EditScreen } from '../EditScreen';
import { SeoPanel } from '../SeoPanel';
import { SlugField } from '../SlugField';
import { plural } from '../format';
import {
  ImageChoice,
  ImagePickerDialog,
  MarkdownField,
  Options,
  optionsOf,
  Panel,
  SelectField,
  TextField,
  TextareaField,
} from '../ui';
import { contentApi } from './content-api';
import { PostStatusPill } from './labels';
import {
  checkPost,
  draftOf,
  emptyDraft,
  isDirty,
  type PublishMode,
  slugOfTitle,
  toLocalInput,
} from './post-draft';
import { postPath } from './PostsPage';
import { useEditForm } from '../use-edit-form';
import './content.css';

const BACK = { to: ADMIN_APP_PATHS.blog, label: 'Blog' };

export function PostEditPage() {
  const api = contentApi(useAdminApi());
  return (
    <EditLoader
      load={(id) => Promise.all([id ? api.post(id) : Promise.resolve(null), api.categories()])}
      title="Blog post"
      back={BACK}
    >
      {([post, categories]) => (
        <PostEditor key={post?._id ?? 'new'} post={post} categories={categories} />
      )}
    </EditLoader>
  );
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
  const [picking, setPicking] = useState<Picking>(null);
  const form = useEditForm({
    item: post,
    empty: () => emptyDraft(boot.user.name),
    draftOf,
    isDirty,
    check: checkPost,
    send: (input) => api.savePost(input),
    savedText: (next, created) =>
      created
        ? 'Post created.'
        : next.status === 'published'
          ? 'Post saved and published.'
          : next.status === 'scheduled'
            ? 'Post saved and scheduled.'
            : 'Post saved.',
    pathOf: (next) => postPath(next._id),
    remove: async (saved) => {
      await api.deletePost(saved._id);
      return 'Post deleted.';
    },
    listPath: ADMIN_APP_PATHS.blog,
    quietWhileDeleting: true,
  });
  const { draft, patch, field, errors, saved } = form;

  const minSchedule = toLocalInput(new Date(Date.now() + 60_000).toISOString());
  const count = (text: string, hint: number, max: number) =>
    `${[...text].length} of ${max} characters; search engines show about ${hint}.`;

  return (
    <EditScreen
      form={form}
      title={saved ? saved.title : 'New post'}
      back={BACK}
      status={saved ? <PostStatusPill status={saved.status} at={saved.publishedAt} /> : null}
      view={
        saved?.status === 'published'
          ? { href: blogPostPath(saved.slug), label: 'View post', testId: 'post-view' }
          : null
      }
      saveTestId="post-save"
      deleteTestId="post-delete"
      main={
        <>
          <Panel title="Post">
            <TextField label="Title" maxLength={200} data-testid="post-title" {...field('title')} />
            <SlugField
              kind="post"
              made={slugOfTitle(draft.title)}
              {...(saved?.status === 'published' ? { live: saved.slug } : {})}
              {...field('slug')}
            />
            <TextareaField
              label="Short description"
              hint="Shown on the blog’s cards under the title."
              rows={2}
              maxLength={500}
              {...field('shortDescription')}
            />
          </Panel>
          <Panel title="Body">
            <MarkdownField
              label="Markdown"
              rows={16}
              previewTestId="post-preview"
              hint="**bold**, _italic_, ## headings, - lists, [links](https://…), ![pictures](/uploads/…)"
              {...field('bodyMarkdown')}
            />
          </Panel>
          <Panel title="Image">
            <ImageChoice
              className="swk-image"
              src={draft.image}
              width={120}
              height={80}
              empty="No image"
              labels={['Choose image', 'Change image']}
              onChoose={() => setPicking('image')}
              onRemove={() => patch({ image: null })}
              error={errors.image}
              imageTestId="post-image"
              chooseTestId="post-image-choose"
            />
            <TextField
              label="Image description (alt text)"
              maxLength={200}
              hint="What the picture shows, for people who cannot see it. Empty: the title."
              {...field('imageAlt')}
            />
          </Panel>
        </>
      }
      side={
        <>
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
              <TextField
                label="Publish on"
                error={errors.publishedAt}
                hint={`Your local time (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`}
                type="datetime-local"
                min={minSchedule}
                value={draft.scheduleAt}
                onChange={(text) => patch({ scheduleAt: text })}
                data-testid="post-schedule"
              />
            ) : null}
            <SelectField label="Category" {...field('categoryKey')}>
              <Options none="No category" options={optionsOf(categories, 'key', 'title')} />
            </SelectField>
            <TextField label="Tags" hint="Separated by commas: tea, travel." {...field('tags')} />
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
            <ImageChoice
              className="swk-image swk-image--round"
              src={draft.author.thumb}
              width={48}
              height={48}
              empty="None"
              onChoose={() => setPicking('thumb')}
              onRemove={() => patch({ author: { ...draft.author, thumb: null } })}
              error={errors['author.thumb']}
            />
          </Panel>
          <SeoPanel
            seo={draft.seo}
            errors={errors}
            hints={{
              title: `${count(draft.seo.title, BLOG_SEO_TITLE_HINT, 200)} Empty: the post’s title.`,
              description: `${count(draft.seo.description, BLOG_SEO_DESCRIPTION_HINT, 300)} Empty: the short description.`,
            }}
            max={{ title: 200, description: 300 }}
            onChange={(seo) => patch({ seo })}
          />
        </>
      }
      confirm={{
        title: `Delete “${saved?.title ?? 'this post'}”?`,
        message: `The post and its comments (${plural(saved?.comments ?? 0, 'comment')}) are deleted for good, and /blog/${saved?.slug ?? ''} stops working.`,
        confirmLabel: 'Delete',
      }}
    >
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
    </EditScreen>
  );
}
