// The dashboard: today's and this month's paid orders and revenue, the last 30 days, orders
// waiting for the owner and low stock (GET /api/io/crm/admin/shop/dashboard). Days are UTC.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_API_PATHS, type DashboardAnswer } from '../../../shared/admin-api';
import { ORDER_STATUS_LABELS } from '../../../shared/orders';
import { useAdminApi } from '../api';
import { formatDateTime, plural } from '../format';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Money,
  PageHeader,
  Panel,
  StatusBadge,
  useResource,
} from '../ui';
import { SalesChart } from './Chart';
import { FirstSteps } from './FirstSteps';

type Dashboard = DashboardAnswer['data'];

function Stat({ label, children, sub }: { label: string; children: ReactNode; sub?: string }) {
  return (
    <div className="swa-stat">
      <div className="swa-stat-label">{label}</div>
      <div className="swa-stat-value">{children}</div>
      {sub ? <div className="swa-stat-sub">{sub}</div> : null}
    </div>
  );
}

function Body({ d }: { d: Dashboard }) {
  const c = d.currency;
  return (
    <>
      <div className="swa-stats" data-testid="swa-stats">
        <Stat label="Orders today">{d.todayFigures.orders}</Stat>
        <Stat label="Revenue today">
          <Money amount={d.todayFigures.revenue} currency={c} />
        </Stat>
        <Stat label="Orders this month">{d.month.orders}</Stat>
        <Stat label="Revenue this month">
          <Money amount={d.month.revenue} currency={c} />
        </Stat>
      </div>
      <div className="swa-dash-grid">
        <div className="swa-dash-side">
          <Panel title="Last 30 days">
            <SalesChart days={d.days} currency={c} />
          </Panel>
          <Panel title={`Low stock (${d.lowStock.total})`} testId="swa-low-stock">
            {d.lowStock.items.length === 0 ? (
              <p className="swa-muted">
                No product on sale has {d.lowStock.threshold} or fewer left.
              </p>
            ) : (
              <>
                <p className="swa-muted swa-small">
                  Variants of products on sale with {d.lowStock.threshold} or fewer in stock.
                </p>
                <ul className="swa-list">
                  {d.lowStock.items.map((v) => (
                    <li key={v.variantId}>
                      <span className="swa-list-main">
                        <Link to={`/admin/products/${v.productId}`}>{v.productName}</Link>
                        {v.variantTitle ? (
                          <span className="swa-muted"> · {v.variantTitle}</span>
                        ) : null}
                      </span>
                      <span className="swa-warn-text">
                        {v.stock === 0 ? 'Sold out' : `${v.stock} left`}
                      </span>
                    </li>
                  ))}
                </ul>
                {d.lowStock.total > d.lowStock.items.length ? (
                  <p className="swa-muted swa-small">
                    And {plural(d.lowStock.total - d.lowStock.items.length, 'more variant')}.
                  </p>
                ) : null}
              </>
            )}
          </Panel>
        </div>
        <div className="swa-dash-side">
          <Panel
            title={`Waiting for you (${d.waiting.total})`}
            actions={
              d.waiting.total > 0 ? (
                <Link to="/admin/orders?status=ACTION">See all</Link>
              ) : undefined
            }
            testId="swa-waiting"
          >
            {d.waiting.total === 0 ? (
              <p className="swa-muted">Nothing is waiting: every paid order has been dealt with.</p>
            ) : (
              <>
                <p className="swa-muted swa-small">
                  {d.waiting.byStatus
                    .filter((s) => s.count > 0)
                    .map((s) => `${ORDER_STATUS_LABELS[s.status]}: ${s.count}`)
                    .join(' · ')}
                </p>
                <ul className="swa-list">
                  {d.waiting.orders.map((o) => (
                    <li key={o._id}>
                      <span className="swa-list-main">
                        <Link to={`/admin/orders/${o._id}`}>#{o.number}</Link>{' '}
                        <span className="swa-muted">
                          {o.customer.name} · {formatDateTime(o.created)}
                        </span>
                      </span>
                      <StatusBadge status={o.status} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Panel>
        </div>
      </div>
      <p className="swa-muted swa-small" style={{ marginTop: 16 }}>
        Figures count paid orders by the UTC day they were placed (today is {d.today} UTC); revenue
        leaves out refunded orders.
      </p>
    </>
  );
}

export function DashboardPage() {
  const api = useAdminApi();
  const res = useResource('dashboard', () => api.get<DashboardAnswer>(ADMIN_API_PATHS.dashboard));
  return (
    <>
      <PageHeader title="Dashboard" />
      <FirstSteps />
      {res.status === 'error' ? (
        <ErrorState error={res.error} onRetry={res.reload} />
      ) : res.data ? (
        <Body d={res.data.data} />
      ) : res.status === 'loading' ? (
        <LoadingState lines={6} />
      ) : (
        <EmptyState title="No figures yet" />
      )}
    </>
  );
}
