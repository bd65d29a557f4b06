import { useEffect, useState, type FormEvent } from 'react';
import type { NewsletterConfig } from '../../../schemas/sections/newsletter';
import {
  CONTENT_PATHS,
  EMAIL_ALREADY_SUBSCRIBED,
  EMAIL_NOT_UNIQUE,
  SUBSCRIBE_FAILED_PREFIX,
  SUBSCRIBE_SUCCESS,
  UNSUBSCRIBE_FAILED_PREFIX,
  UNSUBSCRIBE_SUCCESS,
} from '../../../shared/content';
import { errorText } from '../../../shared/error-text';
import { validateNewsletterEmail, validateUnsubscribeReason } from '../../../shared/validators';
import { useRuntime } from '../../context';
import { useSubmit } from '../../hooks/use-submit';
import type { SectionProps } from '../../define-section';
import { accountApi, queryParam } from '../../ui/account';
import { SubmitButton } from '../../ui/AuthForm';

type Message = { text: string; tone: 'success' | 'error' };

/** Ours: the unsubscribe screen opened without the link's id (SPEC gives no text). */
export const UNSUBSCRIBE_LINK_MISSING =
  'Please open the unsubscribe link in one of our newsletter emails.';

/** SPEC §8: what the subscribe form says about a failure. */
export function subscribeFailureText(err: unknown): string {
  const reason = errorText(err);
  return reason === EMAIL_NOT_UNIQUE ? EMAIL_ALREADY_SUBSCRIBED : SUBSCRIBE_FAILED_PREFIX + reason;
}

/**
 * The newsletter form and blocks (SPEC §2, §5, §8): heading, description, an email field
 * (required, of email type), the subscribe button and the message below it. In unsubscribe mode
 * (the screen newsletter mails link to) the email comes from the link, a reason is required, and
 * the link's email and id go with the change. In the builder nothing is sent.
 */
export function Newsletter({ id, config }: SectionProps<NewsletterConfig>) {
  const { mode } = useRuntime();
  const unsubscribe = config.mode === 'unsubscribe';
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [link, setLink] = useState<{ email: string; id: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; reason?: string }>({});
  const [message, setMessage] = useState<Message | null>(null);
  const { busy: loading, run } = useSubmit();
  const headingId = `${id}-heading`;
  const messageId = `${id}-message`;

  // The unsubscribe link's email and id, read after the first render (the server cannot know them).
  useEffect(() => {
    if (!unsubscribe) return;
    const linkEmail = queryParam('email') ?? '';
    const linkId = queryParam('id') ?? '';
    if (linkEmail) setEmail(linkEmail);
    setLink(linkEmail && linkId ? { email: linkEmail, id: linkId } : null);
  }, [unsubscribe]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    run(event, {
      check: () => {
        const found = {
          email: validateNewsletterEmail(email) ?? undefined,
          reason: unsubscribe ? (validateUnsubscribeReason(reason) ?? undefined) : undefined,
        };
        setFieldErrors(found);
        setMessage(null);
        if (found.email || found.reason || mode === 'builder') return false;
        if (unsubscribe && !link) {
          setMessage({ text: UNSUBSCRIBE_FAILED_PREFIX + UNSUBSCRIBE_LINK_MISSING, tone: 'error' });
          return false;
        }
        return true;
      },
      send: async () => {
        if (unsubscribe && link) {
          await accountApi().post(
            CONTENT_PATHS.newsletterChangeStatus,
            { email: email.trim(), unsubscribeReason: reason.trim(), status: 'UNSUBSCRIBED' },
            { email: link.email, id: link.id },
          );
          setMessage({ text: UNSUBSCRIBE_SUCCESS, tone: 'success' });
          setReason('');
        } else {
          await accountApi().post(CONTENT_PATHS.newsletter, {
            email: email.trim(),
            status: 'SUBSCRIBED',
          });
          setMessage({ text: SUBSCRIBE_SUCCESS, tone: 'success' });
          setEmail('');
        }
      },
      fail: (err) =>
        setMessage({
          text: unsubscribe
            ? UNSUBSCRIBE_FAILED_PREFIX + errorText(err)
            : subscribeFailureText(err),
          tone: 'error',
        }),
    });

  const emailId = `${id}-email`;
  const reasonId = `${id}-reason`;
  const hasImage = config.variant === 'split' && Boolean(config.image);

  return (
    <section
      className={`sw-section sw-newsletter sw-newsletter--${config.variant}${hasImage ? ' sw-newsletter--with-image' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="sw-container">
        <div className="sw-newsletter__box">
          {hasImage ? (
            <img
              className="sw-newsletter__image"
              src={config.image}
              alt={config.imageAlt ?? ''}
              width={640}
              height={480}
              loading="lazy"
            />
          ) : null}
          <div className="sw-newsletter__copy">
            {config.eyebrow ? <p className="sw-eyebrow">{config.eyebrow}</p> : null}
            <h2 id={headingId} className="sw-newsletter__heading">
              {config.heading}
            </h2>
            {config.description ? (
              <p className="sw-newsletter__description">{config.description}</p>
            ) : null}
          </div>
          <div className="sw-newsletter__action">
            <form
              method="post"
              className={`sw-newsletter__form${unsubscribe ? ' sw-newsletter__form--unsubscribe' : ''}`}
              noValidate
              data-testid={unsubscribe ? 'unsubscribe-form' : 'newsletter-form'}
              aria-labelledby={headingId}
              aria-busy={loading || undefined}
              onSubmit={(e) => void onSubmit(e)}
            >
              <div className="sw-newsletter__field">
                <label
                  htmlFor={emailId}
                  className={unsubscribe ? 'sw-newsletter__label' : 'sw-visually-hidden'}
                >
                  Email address
                </label>
                <input
                  id={emailId}
                  name="email"
                  className="sw-newsletter__input"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  placeholder={config.placeholder}
                  value={email}
                  disabled={loading}
                  readOnly={unsubscribe && Boolean(link)}
                  data-testid="newsletter-email"
                  aria-invalid={fieldErrors.email ? true : undefined}
                  aria-describedby={fieldErrors.email ? `${emailId}-error` : messageId}
                  onChange={(e) => setEmail(e.target.value)}
                />
                {fieldErrors.email ? (
                  <p id={`${emailId}-error`} className="sw-newsletter__field-error">
                    {fieldErrors.email}
                  </p>
                ) : null}
              </div>
              {unsubscribe ? (
                <div className="sw-newsletter__field">
                  <label htmlFor={reasonId} className="sw-newsletter__label">
                    {config.reasonLabel}
                  </label>
                  <textarea
                    id={reasonId}
                    name="unsubscribeReason"
                    className="sw-newsletter__input sw-newsletter__reason"
                    rows={3}
                    maxLength={500}
                    value={reason}
                    disabled={loading}
                    data-testid="unsubscribe-reason"
                    aria-invalid={fieldErrors.reason ? true : undefined}
                    aria-describedby={fieldErrors.reason ? `${reasonId}-error` : undefined}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  {fieldErrors.reason ? (
                    <p id={`${reasonId}-error`} className="sw-newsletter__field-error">
                      {fieldErrors.reason}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <SubmitButton
                loading={loading}
                className="sw-newsletter__button"
                testId={unsubscribe ? 'unsubscribe-submit' : 'newsletter-submit'}
              >
                {unsubscribe ? config.unsubscribeButtonText : config.buttonText}
              </SubmitButton>
            </form>
            <p
              id={messageId}
              className={`sw-newsletter__message${message ? ` sw-newsletter__message--${message.tone}` : ''}`}
              role="status"
              data-testid="newsletter-message"
            >
              {message?.text ?? ''}
            </p>
            {config.note && !unsubscribe ? (
              <p className="sw-newsletter__note">{config.note}</p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
