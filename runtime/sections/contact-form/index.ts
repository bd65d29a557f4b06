import { contactFormMeta } from '../../../schemas/sections/contact-form';
import { defineSection } from '../../define-section';
import { ContactForm } from './ContactForm';

export const contactForm = defineSection(contactFormMeta, ContactForm);
