import type { ReactNode } from 'react';
import { imageSources } from '../../../shared/demo-images';
import { resolveButtonAction } from '../../../shared/button-action';
import { blogCardDate, blogPostPath, type BlogListItem } from '../../../shared/content';
import type { BlogCardConfig, BlogListVariant } from '../../../schemas/sections/blog-list';
import { Avatar } from '../_blog/Avatar';

/** What a card shows, from a post of the blog or a card written by hand. */
export type BlogCardView = {
  key: string;
  title: string;
  excerpt: string;
  href: string | null;
  external: boolean;
  image: string | null;
  imageAlt: string;
  date: string;
  category: string;
  author: { name: string; thumb: string | null; subtitle: string } | null;
};

export function cardFromPost(post: BlogListItem): BlogCardView {
  const a = post.$card_data?.author?.[0];
  return {
    key: post._id,
    title: post.title,
    excerpt: post.shortDescription,
    href: blogPostPath(post.slug),
    external: false,
    image: post.image,
    imageAlt: post.imageAlt ?? '',
    date: blogCardDate(post.date),
    category: post.category?.value ?? '',
    author: a?.title ? { name: a.title, thumb: a.thumb, subtitle: a.subtitles?.[0] ?? '' } : null,
  };
}

export function cardFromConfig(card: BlogCardConfig, i: number): BlogCardView {
  const link = resolveButtonAction(card.buttonAction);
  return {
    key: `card-${i}`,
    title: card.title,
    excerpt: card.shortDescription ?? '',
    href: link?.href ?? null,
    external: link?.external ?? false,
    image: card.image ?? null,
    imageAlt: card.alt ?? '',
    date: card.date ? blogCardDate(`${card.date}T00:00:00Z`) : '',
    category: card.category ?? '',
    author: null,
  };
}

function PostLink({
  card,
  className,
  children,
  hidden = false,
}: {
  card: BlogCardView;
  className?: string;
  children: ReactNode;
  hidden?: boolean;
}) {
  if (!card.href) return <span className={className}>{children}</span>;
  const extra = card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const quiet = hidden ? { tabIndex: -1, 'aria-hidden': true } : {};
  return (
    <a className={className} href={card.href} {...extra} {...quiet}>
      {children}
    </a>
  );
}

function Meta({ card, withAuthor }: { card: BlogCardView; withAuthor: boolean }) {
  return (
    <div className="sw-blog-card__meta">
      {withAuthor && card.author ? (
        <span className="sw-blog-card__author">
          <Avatar name={card.author.name} thumb={card.author.thumb} size={28} />
          <span>{card.author.name}</span>
        </span>
      ) : null}
      {card.date ? (
        <time className="sw-blog-card__date" data-testid="blog-card-date">
          {card.date}
        </time>
      ) : null}
    </div>
  );
}

/** A post card in one of SPEC §2's layouts; `featured` is split-featured's large first card. */
export function BlogCard({
  card,
  variant,
  featured = false,
  eager = false,
}: {
  card: BlogCardView;
  variant: BlogListVariant;
  featured?: boolean;
  eager?: boolean;
}) {
  const compact = variant === 'split-featured' && !featured;
  const overlay = variant === 'cards-over-images';
  const cls = [
    'sw-blog-card',
    `sw-blog-card--${variant}`,
    featured ? 'sw-blog-card--featured' : '',
    card.image ? '' : 'sw-blog-card--no-image',
  ]
    .filter(Boolean)
    .join(' ');
  const image = card.image ? (
    <img
      className="sw-blog-card__img"
      {...imageSources(
        card.image,
        featured ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 33vw, 100vw',
      )}
      alt={overlay ? '' : card.imageAlt}
      width={featured ? 1200 : 800}
      height={featured ? 800 : 500}
      loading={eager ? 'eager' : 'lazy'}
    />
  ) : null;
  return (
    <article className={cls} data-testid="blog-card">
      {overlay ? (
        <div className="sw-blog-card__media">{image}</div>
      ) : (
        <PostLink card={card} className="sw-blog-card__media" hidden>
          {image}
        </PostLink>
      )}
      <div className="sw-blog-card__body">
        {card.category ? <p className="sw-blog-card__category">{card.category}</p> : null}
        <h3 className="sw-blog-card__title">
          <PostLink card={card} className="sw-blog-card__link">
            {card.title}
          </PostLink>
        </h3>
        {card.excerpt && !compact ? <p className="sw-blog-card__excerpt">{card.excerpt}</p> : null}
        <Meta card={card} withAuthor={!compact} />
      </div>
    </article>
  );
}
