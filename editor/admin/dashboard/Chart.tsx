// The dashboard's chart: orders per day as bars and revenue as a line over the same days, drawn
// as inline SVG (no chart library: none fits in a few KB, see docs/admin.md). Screen readers get
// the same figures as a table; each bar also has a title for a pointer's tooltip.
import type { DashboardAnswer } from '../../../shared/admin-api';
import { formatMoney } from '../ui';
import { formatUtcDay, plural } from '../format';

type Day = DashboardAnswer['data']['days'][number];

const W = 640;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 24, left: 8 };

/** A round top for an axis: 1, 2, 5 × 10^n at or above the largest value (at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function SalesChart({ days, currency }: { days: Day[]; currency: string }) {
  const n = days.length;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, n);
  const maxOrders = niceMax(Math.max(0, ...days.map((d) => d.orders)));
  const maxRevenue = niceMax(Math.max(0, ...days.map((d) => d.revenue)));
  const y = (v: number, max: number) => PAD.top + plotH - (v / max) * plotH;
  const line = days
    .map(
      (d, i) =>
        `${i === 0 ? 'M' : 'L'}${(PAD.left + slot * (i + 0.5)).toFixed(1)},${y(d.revenue, maxRevenue).toFixed(1)}`,
    )
    .join('');
  const labelEvery = Math.ceil(n / 6);
  const summary = days.reduce(
    (s, d) => ({ orders: s.orders + d.orders, revenue: s.revenue + d.revenue }),
    {
      orders: 0,
      revenue: 0,
    },
  );
  return (
    <figure className="swa-chart-figure" style={{ margin: 0 }}>
      <svg
        className="swa-chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Last ${n} days: ${plural(summary.orders, 'paid order')}, ${formatMoney(summary.revenue, currency)} revenue. The figures are in the table below.`}
        data-testid="swa-chart"
      >
        <line
          className="swa-axis"
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
        />
        {days.map((d, i) => {
          const h = (d.orders / maxOrders) * plotH;
          return (
            <rect
              key={d.date}
              className="swa-bar"
              x={PAD.left + slot * i + slot * 0.15}
              width={slot * 0.7}
              y={PAD.top + plotH - h}
              height={Math.max(h, d.orders > 0 ? 1 : 0)}
              rx={2}
            >
              <title>{`${formatUtcDay(d.date)}: ${plural(d.orders, 'order')}, ${formatMoney(d.revenue, currency)}`}</title>
            </rect>
          );
        })}
        <path className="swa-line" d={line} />
        {days.map((d, i) =>
          i % labelEvery === 0 || i === n - 1 ? (
            <text key={d.date} x={PAD.left + slot * (i + 0.5)} y={H - 6} textAnchor="middle">
              {formatUtcDay(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="swa-legend">
        <span>Paid orders (scale to {maxOrders})</span>
        <span className="swa-legend-revenue">
          Revenue (scale to {formatMoney(maxRevenue, currency)})
        </span>
      </figcaption>
      <table className="swa-visually-hidden">
        <caption>Paid orders and revenue per UTC day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.orders}</td>
              <td>{formatMoney(d.revenue, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
