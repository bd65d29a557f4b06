import { notFoundMeta } from '../../../schemas/sections/not-found';
import { defineSection } from '../../define-section';
import { NotFound } from './NotFound';

export const notFound = defineSection(notFoundMeta, NotFound);
