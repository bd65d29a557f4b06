import { embeddedFormMeta } from '../../../schemas/sections/embedded-form';
import { defineSection } from '../../define-section';
import { EmbeddedForm } from './EmbeddedForm';

export const embeddedForm = defineSection(embeddedFormMeta, EmbeddedForm);
