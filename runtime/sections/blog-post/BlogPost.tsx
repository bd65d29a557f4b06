import type { BlogPostConfig } from '../../../schemas/sections/blog-post';
import {
  BLOG_NOT_FOUND_MESSAGE,
  blogCardDate,
  type BlogComment,
  type BlogPost as Post,
} from '../../../shared/content';
import { isRecord } from '../../commerce/api';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { Html } from '../../ui/Html';
import { Avatar } from '../_blog/Avatar';
import { Comments } from './Comments';

export const BUILDER_NOTE =
  'Posts appear on their own pages (/blog/…). This is a sample post to show the layout.';

/** A stand-in post for the builder's preview, where no post page is being rendered. */
export const SAMPLE_POST: Post = {
  _id: 'sample',
  title: 'A sample post: how we plan a season',
  shortDescription: 'The short description of a post shows under its title.',
  slug: 'sample-post',
  path: '/blog/sample-post',
  date: '2024-03-18T09:30:00.000Z',
  image: null,
  imageAlt: '',
  tags: ['planning', 'behind the scenes'],
  category: { key: 'notes', value: 'Notes' },
  $card_data: { author: [{ thumb: null, title: 'Ananya Iyer', subtitles: ['Editor'] }] },
  bodyHtml:
    '<p>The post’s body, written in markdown in the admin, shows here: paragraphs, <strong>emphasis</strong>, lists and images.</p><h2>A heading</h2><p>Another paragraph, to show the rhythm of the text.</p><ul><li>A point</li><li>Another point</li></ul>',
  seo: {},
};

export const SAMPLE_COMMENTS: readonly BlogComment[] = [
  {
    _id: 'sample-1',
    comment: 'Comments from signed-in readers show here, oldest first.',
    created: '2024-03-19T08:05:00.000Z',
    $card_data: { userId: [{ thumb: null, title: 'Rohan Mehta', subtitles: [] }] },
  },
  {
    _id: 'sample-2',
    comment: 'Each with the reader’s photo or initials, their name and the date.',
    created: '2024-03-20T17:40:00.000Z',
    $card_data: { userId: [{ thumb: null, title: 'Meera Nair', subtitles: [] }] },
  },
];

/** The post the server pre-loaded (`{ post }`), null for none, undefined when not a post's data. */
export function readPostData(data: unknown): Post | null | undefined {
  if (!isRecord(data) || !('post' in data)) return undefined;
  const p = data.post;
  if (!isRecord(p) || typeof p._id !== 'string' || typeof p.title !== 'string') return null;
  if (typeof p.bodyHtml !== 'string') return null;
  return p as unknown as Post;
}

/**
 * The post page's body (/blog/{slug}): category, title, author with photo and subtitle, date,
 * image, the body (HTML the server rendered from markdown and sanitized), tags, then SPEC §2's
 * comments area. In the builder, without a post, a sample post and sample comments under a note.
 */
export function BlogPost({ id, config, data }: SectionProps<BlogPostConfig>) {
  const { mode } = useRuntime();
  const loaded = readPostData(data);
  const post = loaded ?? (mode === 'builder' ? SAMPLE_POST : null);
  if (!post) {
    return (
      <section className="sw-section sw-blog-post" aria-label="Blog post">
        <div className="sw-container">
          <div className="sw-blog-list__empty" data-testid="blog-empty">
            <p>{BLOG_NOT_FOUND_MESSAGE}</p>
          </div>
        </div>
      </section>
    );
  }
  const sample = post === SAMPLE_POST;
  const author = post.$card_data?.author?.[0];
  const headingId = `${id}-title`;
  const date = blogCardDate(post.date);
  return (
    <article
      className="sw-section sw-blog-post"
      aria-labelledby={headingId}
      data-testid="blog-post"
    >
      <div className="sw-container sw-blog-post__container">
        {sample ? (
          <p className="sw-blog-post__note" data-testid="blog-post-note">
            {BUILDER_NOTE}
          </p>
        ) : null}
        <header className="sw-blog-post__head">
          {post.category ? <p className="sw-blog-post__category">{post.category.value}</p> : null}
          <h1 id={headingId} className="sw-blog-post__title">
            {post.title}
          </h1>
          {post.shortDescription ? (
            <p className="sw-blog-post__lede">{post.shortDescription}</p>
          ) : null}
          <div className="sw-blog-post__byline">
            {config.showAuthor && author?.title ? (
              <span className="sw-blog-post__author">
                <Avatar name={author.title} thumb={author.thumb} size={44} />
                <span>
                  <span className="sw-blog-post__author-name">{author.title}</span>
                  {author.subtitles?.[0] ? (
                    <span className="sw-blog-post__author-sub">{author.subtitles[0]}</span>
                  ) : null}
                </span>
              </span>
            ) : null}
            {date ? (
              <time className="sw-blog-post__date" dateTime={post.date}>
                {date}
              </time>
            ) : null}
          </div>
        </header>
        {config.showImage && post.image ? (
          <img
            className="sw-blog-post__image"
            src={post.image}
            alt={post.imageAlt}
            width={1200}
            height={675}
          />
        ) : null}
        {/* Sanitized on the server (marked, then DOMPurify), as the catalogue's descriptions. */}
        <Html html={post.bodyHtml} className="sw-blog-post__body" />
        {config.showTags && post.tags.length > 0 ? (
          <ul className="sw-blog-post__tags" aria-label="Tags">
            {post.tags.map((t) => (
              <li key={t}>#{t}</li>
            ))}
          </ul>
        ) : null}
        {config.showComments ? (
          <Comments id={id} blogId={post._id} sample={sample ? SAMPLE_COMMENTS : null} />
        ) : null}
      </div>
    </article>
  );
}
