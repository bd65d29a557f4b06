import { blogPostMeta } from '../../../schemas/sections/blog-post';
import { defineSection } from '../../define-section';
import { BlogPost } from './BlogPost';

export const blogPost = defineSection(blogPostMeta, BlogPost);
