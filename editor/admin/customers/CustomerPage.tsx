// One customer: their profile and every order they placed, each linking to its order page.
import { useParams } from 'react-router-dom';
import { ADMIN_API_PATHS, type AdminCustomerAnswer } from '../../../shared/admin-api';
import { useAdminApi } from '../api';
import { formatDate, formatDateTime, plural } from '../format';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Money,
  PageHeader,
  Panel,
  Table,
  useResource,
} from '../ui';
import { CUSTOMER_ORDER_COLUMNS } from './order-columns';

const GENDERS: Record<string, string> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };

export function CustomerPage() {
  const { id = '' } = useParams();
  const api = useAdminApi();
  const res = useResource(`customer:${id}`, () =>
    api.get<AdminCustomerAnswer>(ADMIN_API_PATHS.customer, { id }),
  );
  const back = { to: '/admin/customers', label: 'Customers' };
  if (res.status === 'error')
    return (
      <>
        <PageHeader title="Customer" back={back} />
        <ErrorState error={res.error} onRetry={res.reload} />
      </>
    );
  if (!res.data)
    return (
      <>
        <PageHeader title="Customer" back={back} />
        <LoadingState lines={6} />
      </>
    );
  const c = res.data.data;
  return (
    <>
      <PageHeader
        title={c.name}
        back={back}
        description={`Customer since ${formatDate(c.created)}`}
      />
      <div className="swa-detail-grid">
        <div className="swa-detail-main">
          <Panel title={`Orders (${c.ordersTotal})`}>
            {c.orders.length === 0 ? (
              <EmptyState title="No orders yet">This customer has not placed an order.</EmptyState>
            ) : (
              <>
                <Table
                  caption={`Orders of ${c.name}`}
                  testId="swa-customer-orders"
                  columns={CUSTOMER_ORDER_COLUMNS}
                  rows={c.orders}
                  rowKey={(o) => o._id}
                />
                {c.ordersTotal > c.orders.length ? (
                  <p className="swa-muted swa-small">
                    The latest {c.orders.length} of {c.ordersTotal} are shown.
                  </p>
                ) : null}
              </>
            )}
          </Panel>
        </div>
        <div className="swa-detail-side">
          <Panel title="Profile">
            <dl className="swa-defs" data-testid="swa-customer-profile">
              <dt>Name</dt>
              <dd>{`${c.firstName} ${c.lastName}`.trim() || '—'}</dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
              <dt>Phone</dt>
              <dd>{c.mobile ? `${c.callingCode ?? ''} ${c.mobile}`.trim() : '—'}</dd>
              <dt>Gender</dt>
              <dd>{c.gender ? (GENDERS[c.gender] ?? c.gender) : '—'}</dd>
              <dt>Birth date</dt>
              <dd>{c.birthDate ?? '—'}</dd>
            </dl>
          </Panel>
          <Panel title="Spending">
            <dl className="swa-defs">
              <dt>Paid orders</dt>
              <dd>{plural(c.orderCount, 'order')}</dd>
              <dt>Spent</dt>
              <dd>
                <Money amount={c.totalSpent} />
              </dd>
              <dt>Last order</dt>
              <dd>{c.lastOrderAt ? formatDateTime(c.lastOrderAt) : '—'}</dd>
            </dl>
          </Panel>
        </div>
      </div>
    </>
  );
}
