import { useState, type FormEvent } from 'react';
import type { ContactFormConfig } from '../../../schemas/sections/contact-form';
import { CONTENT_PATHS, ENQUIRY_LIMITS, ENQUIRY_SENT_MESSAGE } from '../../../shared/content';
import { validateContactForm, type ContactField } from '../../../shared/validators';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/error-text';
import type { SectionProps } from '../../define-section';
import { accountApi } from '../../ui/account';
import { FormAlert, PostForm, SubmitButton } from '../../ui/AuthForm';
import { EmailField, Field, MobileField } from '../../ui/Field';
import { makeToast, Toast, type ToastMessage } from '../../ui/Toast';
import { Markdown } from './markdown';
import { useCheckedForm } from '../../ui/use-checked-form';

type Values = Record<ContactField, string>;
const EMPTY: Values = { customerName: '', customerContact: '', customerEmail: '', message: '' };
/** The fields' ids (`${id}-name`…), which the e2e tests and autofill know. */
const IDS = { customerName: 'name', customerContact: 'mobile', customerEmail: 'email' } as const;

/**
 * The contact page (SPEC §2, §5, §8): the owner's markdown beside a form with name, mobile,
 * email and message. Checked with the shared rule at submit (per-field SPEC §5 messages); while
 * sending every input is disabled; success shows the SPEC toast (bottom right, 5 s) and clears
 * the fields; a failure re-enables the form with no message (SPEC §8), except a rate limit,
 * which says when to try again. In the builder nothing is sent.
 */
export function ContactForm({ id, config }: SectionProps<ContactFormConfig>) {
  const {
    busy: loading,
    general: limited,
    setGeneral: setLimited,
    submit,
    values,
    setValues,
    set,
    field,
  } = useCheckedForm(id, EMPTY, validateContactForm, { ids: IDS, clearOnEdit: true });
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const headingId = `${id}-heading`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      send: async () => {
        await accountApi().post(CONTENT_PATHS.enquiry, {
          customerName: values.customerName.trim(),
          customerContact: values.customerContact.trim(),
          customerEmail: values.customerEmail.trim(),
          message: values.message.trim(),
        });
        setValues(EMPTY);
        setToast(makeToast(ENQUIRY_SENT_MESSAGE, 'success'));
      },
      fail: (err) => {
        // SPEC §8: logged, the form re-enabled, no message; a rate limit still says when to retry.
        console.error('The contact message could not be sent.', err);
        if (err instanceof ApiError && err.status === 429) setLimited(errorText(err));
      },
    });

  return (
    <section className="sw-section sw-contact-form" aria-labelledby={headingId}>
      <div className="sw-container sw-contact-form__grid">
        <div className="sw-contact-form__intro">
          {config.eyebrow ? <p className="sw-eyebrow">{config.eyebrow}</p> : null}
          <h2 id={headingId} className="sw-contact-form__title">
            {config.heading}
          </h2>
          <Markdown source={config.description} className="sw-contact-form__text" />
        </div>
        <PostForm
          className="sw-contact-form__card"
          data-testid="contact-form"
          aria-busy={loading || undefined}
          aria-label={config.formHeading || config.heading}
          onSubmit={onSubmit}
        >
          {config.formHeading ? (
            <h3 className="sw-contact-form__form-title">{config.formHeading}</h3>
          ) : null}
          <Field
            {...field('customerName')}
            label="Name"
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name}
          />
          <div className="sw-contact-form__pair">
            <MobileField
              {...field('customerContact')}
              label="Mobile"
              onChange={(v) => set('customerContact')(v.replace(/\D/g, '').slice(0, 10))}
            />
            <EmailField {...field('customerEmail')} maxLength={254} />
          </div>
          <Field
            {...field('message')}
            label="Message"
            rows={5}
            inputClassName="sw-contact-form__message"
            maxLength={ENQUIRY_LIMITS.message}
          />
          {limited ? <FormAlert>{limited}</FormAlert> : null}
          <SubmitButton
            loading={loading}
            className="sw-contact-form__submit"
            testId="contact-submit"
          >
            {config.buttonText}
          </SubmitButton>
        </PostForm>
      </div>
      <Toast toast={toast} onClose={() => setToast(null)} />
    </section>
  );
}
