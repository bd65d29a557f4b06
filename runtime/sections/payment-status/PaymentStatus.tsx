import type { PaymentStatusConfig } from '../../../schemas/sections/payment-status';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { formatPrice } from '../../../shared/format';

function StatusIcon({ success }: { success: boolean }) {
  return (
    <svg
      className="sw-payment-status__icon"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
    >
      <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.12" />
      <circle cx="32" cy="32" r="22" fill="currentColor" />
      {success ? (
        <path
          d="M22 32.5l7 7 13-14"
          fill="none"
          stroke="var(--sw-bg)"
          strokeWidth="4.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M24.5 24.5l15 15M39.5 24.5l-15 15"
          fill="none"
          stroke="var(--sw-bg)"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The screen after checkout: a success receipt (with the transaction id) or a failure notice. */
export function PaymentStatus({ id, config }: SectionProps<PaymentStatusConfig>) {
  const { currencySymbol } = useRuntime();
  const success = config.variant === 'success';
  const symbol = config.currencySymbol || currencySymbol;
  const hasAmount = typeof config.amount === 'number' && Number.isFinite(config.amount);
  const headingId = `${id}-heading`;
  return (
    <section
      className={`sw-section sw-payment-status sw-payment-status--${config.variant}`}
      aria-labelledby={headingId}
    >
      <div className="sw-container">
        <div className="sw-payment-status__card">
          <StatusIcon success={success} />
          <h1 id={headingId} className="sw-payment-status__title">
            {config.title}
          </h1>
          {config.subtitle ? (
            <p className="sw-payment-status__subtitle">{config.subtitle}</p>
          ) : null}
          {hasAmount || (success && config.transactionId) ? (
            <dl className="sw-payment-status__facts">
              {hasAmount ? (
                <div>
                  <dt>{success ? 'Amount paid' : 'Amount'}</dt>
                  <dd className="sw-payment-status__amount" data-testid={`${id}-amount`}>
                    {formatPrice(config.amount ?? 0, symbol)}
                  </dd>
                </div>
              ) : null}
              {success && config.transactionId ? (
                <div>
                  <dt>Transaction ID</dt>
                  <dd className="sw-payment-status__txn" data-testid={`${id}-transaction-id`}>
                    {config.transactionId}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {config.description ? (
            <p className="sw-payment-status__description">{config.description}</p>
          ) : null}
          <ActionLink
            action={config.buttonAction}
            className="sw-btn sw-btn--primary sw-payment-status__button"
          >
            {config.buttonText}
          </ActionLink>
        </div>
      </div>
    </section>
  );
}
