import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmbeddedFormConfig } from '../../../schemas/sections/embedded-form';
import type { SectionProps } from '../../define-section';
import {
  nextFormState,
  parseFormMessage,
  resolveFrameOrigin,
  type FormCommand,
  type FormState,
} from './form-messages';

/** An external form in an iframe; its status messages drive idle → submitting → success | error. */
export function EmbeddedForm({ id, config }: SectionProps<EmbeddedFormConfig>) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FormState>('idle');
  const src = config.src;

  useEffect(() => {
    const origin = resolveFrameOrigin(src, window.location.origin);
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      const type = parseFormMessage(event, origin, frameRef.current?.contentWindow ?? null);
      if (type) setState((s) => nextFormState(s, type));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  const send = useCallback(
    (command: FormCommand) => {
      const origin = resolveFrameOrigin(src, window.location.origin);
      const frame = frameRef.current?.contentWindow;
      // Targeted at the frame's exact origin: if the frame navigated elsewhere the browser drops it.
      if (origin && frame) frame.postMessage(command, origin);
    },
    [src],
  );

  const headingId = `${id}-heading`;
  const hasHead = Boolean(config.heading || config.description);
  const showSubmit = Boolean(config.submitButtonText);
  const showReset = Boolean(config.resetButtonText);

  return (
    <section
      className="sw-section sw-embedded-form"
      aria-labelledby={config.heading ? headingId : undefined}
      aria-label={config.heading ? undefined : config.title}
      data-state={state}
      data-testid={`${id}-embedded-form`}
    >
      <div className="sw-container sw-embedded-form__inner">
        {hasHead ? (
          <header className="sw-section-head sw-embedded-form__head">
            {config.heading ? <h2 id={headingId}>{config.heading}</h2> : null}
            {config.description ? <p className="sw-muted">{config.description}</p> : null}
          </header>
        ) : null}
        <div className="sw-embedded-form__card">
          <div className="sw-embedded-form__status" role="status" aria-live="polite">
            {state === 'success' ? (
              <div className="sw-embedded-form__success">
                <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
                  <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
                  <path
                    d="M15 24.5l6 6L33.5 18"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <p>{config.successMessage}</p>
              </div>
            ) : state === 'submitting' ? (
              <span className="sw-visually-hidden">Submitting…</span>
            ) : null}
          </div>
          {state === 'error' ? (
            <p className="sw-embedded-form__error" role="alert">
              <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                <path
                  d="M10 5.5v5.5M10 14v.5"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
              {config.errorMessage}
            </p>
          ) : null}
          {state !== 'success' ? (
            <>
              <div className="sw-embedded-form__frame" aria-busy={state === 'submitting'}>
                <iframe
                  ref={frameRef}
                  src={src}
                  title={config.title}
                  height={config.height}
                  loading="lazy"
                  referrerPolicy="strict-origin-when-cross-origin"
                  sandbox="allow-forms allow-scripts allow-same-origin allow-popups"
                  data-testid={`${id}-frame`}
                />
              </div>
              {showSubmit || showReset ? (
                <div className="sw-btn-row sw-embedded-form__actions">
                  {showSubmit ? (
                    <button
                      type="button"
                      className="sw-btn sw-btn--primary"
                      disabled={state === 'submitting'}
                      onClick={() => send({ type: 'submit' })}
                    >
                      {state === 'submitting' ? (
                        <span className="sw-embedded-form__spinner" aria-hidden="true" />
                      ) : null}
                      {config.submitButtonText}
                    </button>
                  ) : null}
                  {showReset ? (
                    <button
                      type="button"
                      className="sw-btn sw-btn--secondary"
                      disabled={state === 'submitting'}
                      onClick={() => {
                        setState('idle');
                        send({ type: 'reset' });
                      }}
                    >
                      {config.resetButtonText}
                    </button>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
