// Typed builders of blog fixtures for the blog sections' tests. For tests only.
import type { BlogListAnswer, BlogListItem, BlogListSectionData } from '../../../shared/content';

/** A post card; `n` varies its id, title, slug and date. */
export function makePost(n: number, over: Partial<BlogListItem> = {}): BlogListItem {
  return {
    _id: `b${n}`,
    title: `Post ${n}`,
    shortDescription: `About post ${n}`,
    slug: `post-${n}`,
    path: `/blog/post-${n}`,
    date: `2024-0${(n % 9) + 1}-1${n % 10}T10:00:00.000Z`,
    image: `/demo/blog/p${n}.svg`,
    imageAlt: `Picture of post ${n}`,
    tags: ['one'],
    category: { key: 'travel', value: 'Travel' },
    $card_data: { author: [{ thumb: null, title: 'Ananya Iyer', subtitles: ['Editor'] }] },
    ...over,
  };
}

export function makeBlogAnswer(posts: BlogListItem[], total = posts.length): BlogListAnswer {
  return { data: posts, total };
}

export const BLOG_CATEGORIES = [
  { key: 'travel', value: 'Travel' },
  { key: 'craft', value: 'Craft' },
];

/** What the server pre-loads for a blog list at its first page. */
export function makeBlogData(
  answer: BlogListAnswer,
  over: Partial<BlogListSectionData> = {},
): BlogListSectionData {
  return {
    state: { q: '', category: '', page: 1 },
    answer,
    categories: BLOG_CATEGORIES,
    ownsUrl: false,
    ...over,
  };
}
