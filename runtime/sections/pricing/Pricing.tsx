import { useState } from 'react';
import {
  PRICING_PERIODS,
  type PricingConfig,
  type PricingPeriod,
  type PricingPlan,
  type PricingPointGroup,
} from '../../../schemas/sections/pricing';
import { useRuntime } from '../../context';
import type { SectionProps } from '../../define-section';
import { ActionLink } from '../../ui/ActionLink';
import { formatPrice } from '../../../shared/format';
import { PathIcon } from '../../ui/PathIcon';

const PERIOD_LABELS: Record<PricingPeriod, string> = { monthly: 'Monthly', annually: 'Annually' };

/** What one plan shows for a period: the formatted price and the period text beside it. */
export function planPrice(
  plan: PricingPlan,
  period: PricingPeriod,
  siteCurrency: string,
): { amount: string; per: string } {
  const symbol = plan.currencySymbol || siteCurrency;
  return period === 'monthly'
    ? { amount: formatPrice(plan.priceMonthly, symbol), per: plan.monthlyPlanText }
    : { amount: formatPrice(plan.priceYearly, symbol), per: plan.yearlyPlanText };
}

/** A comparison cell: the plan's custom text for the point if given, else a tick or a cross. */
export type PlanCell = { kind: 'custom'; text: string } | { kind: 'yes' } | { kind: 'no' };

export function planCell(plan: PricingPlan, point: string): PlanCell {
  const custom = plan.pointCustomText?.[point];
  if (custom) return { kind: 'custom', text: custom };
  return plan.points.includes(point) ? { kind: 'yes' } : { kind: 'no' };
}

/** Table rows: the configured groups, or one group of every plan's points when none are set. */
export function comparisonGroups(config: PricingConfig): PricingPointGroup[] {
  if (config.pointGroups.length > 0) return config.pointGroups;
  const all: string[] = [];
  for (const plan of config.plans) for (const p of plan.points) if (!all.includes(p)) all.push(p);
  return [{ name: 'Features', points: all }];
}

/** A card's list: points that only have custom text (limits such as "Up to 5") first, then the points. */
export function cardPoints(plan: PricingPlan): string[] {
  const extra = Object.keys(plan.pointCustomText ?? {}).filter(
    (k) => !plan.points.includes(k) && plan.pointCustomText?.[k],
  );
  return [...extra, ...plan.points];
}

function Tick() {
  return <PathIcon className="sw-pricing__tick" box={20} d="M5 10.5l3.2 3.2L15 6.8" />;
}

function Cross() {
  return (
    <svg
      className="sw-pricing__cross"
      viewBox="0 0 20 20"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <path
        d="M6 6l8 8M14 6l-8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function PriceLine({
  plan,
  period,
  index,
}: {
  plan: PricingPlan;
  period: PricingPeriod;
  index: number;
}) {
  const { currencySymbol } = useRuntime();
  const price = planPrice(plan, period, currencySymbol);
  return (
    <p className="sw-pricing__price" data-testid={`pricing-price-${index}`}>
      <span className="sw-pricing__amount">{price.amount}</span>
      {price.per ? <span className="sw-pricing__per">{price.per}</span> : null}
    </p>
  );
}

function PlanButton({ plan }: { plan: PricingPlan }) {
  if (!plan.enableButton || !plan.buttonText) return null;
  return (
    <ActionLink
      action={plan.buttonAction}
      className={`sw-btn ${plan.primary ? 'sw-btn--primary' : 'sw-btn--secondary'} sw-pricing__button`}
    >
      {plan.buttonText}
    </ActionLink>
  );
}

function PlanCard({
  plan,
  period,
  index,
  headingId,
}: {
  plan: PricingPlan;
  period: PricingPeriod;
  index: number;
  headingId: string;
}) {
  return (
    <li
      className={`sw-pricing__card${plan.primary ? ' is-primary' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="sw-pricing__card-head">
        <h3 id={headingId} className="sw-pricing__plan">
          {plan.title}
        </h3>
        {plan.tag ? <span className="sw-pricing__tag">{plan.tag}</span> : null}
      </div>
      {plan.description ? <p className="sw-pricing__plan-desc">{plan.description}</p> : null}
      <PriceLine plan={plan} period={period} index={index} />
      <PlanButton plan={plan} />
      {cardPoints(plan).length > 0 ? (
        <ul className="sw-pricing__points">
          {cardPoints(plan).map((point, i) => {
            const note = plan.pointCustomText?.[point];
            return (
              <li key={i}>
                <Tick />
                <span>
                  {point}
                  {note ? <span className="sw-pricing__note"> · {note}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

function ComparisonTable({
  id,
  config,
  period,
}: {
  id: string;
  config: PricingConfig;
  period: PricingPeriod;
}) {
  const groups = comparisonGroups(config);
  return (
    <div
      className="sw-pricing__table-wrap"
      role="region"
      aria-labelledby={`${id}-heading`}
      tabIndex={0}
    >
      <table className="sw-pricing__table">
        <thead>
          <tr>
            <td className="sw-pricing__corner" />
            {config.plans.map((plan, i) => (
              <th key={i} scope="col" className={plan.primary ? 'is-primary' : undefined}>
                <span className="sw-pricing__col-head">
                  {plan.tag ? <span className="sw-pricing__tag">{plan.tag}</span> : null}
                  <span className="sw-pricing__plan">{plan.title}</span>
                  <PriceLine plan={plan} period={period} index={i} />
                  <PlanButton plan={plan} />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, g) => (
          <tbody key={g}>
            <tr className="sw-pricing__group">
              <th scope="colgroup" colSpan={config.plans.length + 1}>
                {group.name}
              </th>
            </tr>
            {group.points.map((point, p) => (
              <tr key={p}>
                <th scope="row">{point}</th>
                {config.plans.map((plan, i) => {
                  const cell = planCell(plan, point);
                  return (
                    <td
                      key={i}
                      data-cell={cell.kind}
                      className={plan.primary ? 'is-primary' : undefined}
                    >
                      {cell.kind === 'custom' ? (
                        cell.text
                      ) : cell.kind === 'yes' ? (
                        <>
                          <Tick />
                          <span className="sw-visually-hidden">Included in {plan.title}</span>
                        </>
                      ) : (
                        <>
                          <Cross />
                          <span className="sw-visually-hidden">Not included in {plan.title}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** Pricing plans as cards or a comparison table, with a Monthly/Annually toggle (Monthly first). */
export function Pricing({ id, config }: SectionProps<PricingConfig>) {
  const [period, setPeriod] = useState<PricingPeriod>('monthly');
  const header = config.header;
  return (
    <section
      className={`sw-section sw-pricing sw-pricing--${config.variant}`}
      aria-labelledby={`${id}-heading`}
    >
      <div className="sw-container">
        <header className="sw-section-head sw-pricing__head">
          {header.title ? <span className="sw-eyebrow">{header.title}</span> : null}
          <h2 id={`${id}-heading`}>{header.heading}</h2>
          {header.description ? (
            <p className="sw-muted sw-pricing__lead">{header.description}</p>
          ) : null}
          <div className="sw-pricing__toggle" role="group" aria-label="Billing period">
            {PRICING_PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                className="sw-pricing__toggle-btn"
                aria-pressed={period === p}
                data-testid={`pricing-toggle-${p}`}
                onClick={() => setPeriod(p)}
              >
                {PERIOD_LABELS[p]}
                {p === 'annually' && config.annualNote ? (
                  <span className="sw-pricing__save">{config.annualNote}</span>
                ) : null}
              </button>
            ))}
          </div>
        </header>
        {config.variant === 'table' ? (
          <ComparisonTable id={id} config={config} period={period} />
        ) : (
          <ul
            className={`sw-pricing__cards sw-pricing__cards--${Math.min(config.plans.length, 4)}`}
          >
            {config.plans.map((plan, i) => (
              <PlanCard
                key={i}
                plan={plan}
                period={period}
                index={i}
                headingId={`${id}-plan-${i}`}
              />
            ))}
          </ul>
        )}
        {config.footer ? <p className="sw-pricing__footer sw-muted">{config.footer}</p> : null}
      </div>
    </section>
  );
}
