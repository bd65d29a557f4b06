import { blogListMeta } from '../../../schemas/sections/blog-list';
import { defineSection } from '../../define-section';
import { BlogList } from './BlogList';

export const blogList = defineSection(blogListMeta, BlogList);
