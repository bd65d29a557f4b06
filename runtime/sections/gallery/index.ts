import { galleryMeta } from '../../../schemas/sections/gallery';
import { defineSection } from '../../define-section';
import { Gallery } from './Gallery';

export const gallery = defineSection(galleryMeta, Gallery);
