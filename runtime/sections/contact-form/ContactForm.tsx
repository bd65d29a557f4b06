import { useState, type FormEvent } from 'react';
import type { ContactFormConfig } from '../../../schemas/sections/contact-form';
import { CONTENT_PATHS, ENQUIRY_LIMITS, ENQUIRY_SENT_MESSAGE } from '../../../shared/content';
import { validateContactForm, type ContactField } from '../../../shared/validators';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/error-text';
import { useRuntime } from '../../context';
import { noProblems, useSubmit } from '../../hooks/use-submit';
import type { SectionProps } from '../../define-section';
import { accountApi } from '../../ui/account';
import { Field, FormAlert, SubmitButton } from '../../ui/AuthForm';
import { makeToast, Toast, type ToastMessage } from '../../ui/Toast';
import { Markdown } from './markdown';

type Values = Record<ContactField, string>;
const EMPTY: Values = { customerName: '', customerContact: '', customerEmail: '', message: '' };

/**
 * The contact page (SPEC §2, §5, §8): the owner's markdown beside a form with name, mobile,
 * email and message. Checked with the shared rule at submit (per-field SPEC §5 messages); while
 * sending every input is disabled; success shows the SPEC toast (bottom right, 5 s) and clears
 * the fields; a failure re-enables the form with no message (SPEC §8), except a rate limit,
 * which says when to try again. In the builder nothing is sent.
 */
export function ContactForm({ id, config }: SectionProps<ContactFormConfig>) {
  const { mode } = useRuntime();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const { busy: loading, run } = useSubmit();
  const [limited, setLimited] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const headingId = `${id}-heading`;

  const set = (field: ContactField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        setLimited(null);
        return noProblems(validateContactForm(values), setErrors) && mode !== 'builder';
      },
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
        <form
          method="post"
          className="sw-contact-form__card"
          noValidate
          data-testid="contact-form"
          aria-busy={loading || undefined}
          aria-label={config.formHeading || config.heading}
          onSubmit={(e) => void onSubmit(e)}
        >
          {config.formHeading ? (
            <h3 className="sw-contact-form__form-title">{config.formHeading}</h3>
          ) : null}
          <Field
            id={`${id}-name`}
            label="Name"
            autoComplete="name"
            value={values.customerName}
            onChange={set('customerName')}
            error={errors.customerName}
            disabled={loading}
            maxLength={ENQUIRY_LIMITS.name}
          />
          <div className="sw-contact-form__pair">
            <Field
              id={`${id}-mobile`}
              label="Mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.customerContact}
              onChange={(v) => set('customerContact')(v.replace(/\D/g, '').slice(0, 10))}
              error={errors.customerContact}
              disabled={loading}
              maxLength={10}
            />
            <Field
              id={`${id}-email`}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.customerEmail}
              onChange={set('customerEmail')}
              error={errors.customerEmail}
              disabled={loading}
              maxLength={254}
            />
          </div>
          <Field
            id={`${id}-message`}
            label="Message"
            rows={5}
            inputClassName="sw-contact-form__message"
            value={values.message}
            onChange={set('message')}
            error={errors.message}
            disabled={loading}
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
        </form>
      </div>
      <Toast toast={toast} onClose={() => setToast(null)} />
    </section>
  );
}
