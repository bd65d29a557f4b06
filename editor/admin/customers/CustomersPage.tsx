// The shop's customers: search by name, email or phone, pages from the server, each with their
// paid orders and what they spent (POST /api/io/crm/admin/shop/customers/list).
import { Link, useNavigate } from 'react-router-dom';
import {
  ADMIN_API_PATHS,
  type AdminCustomerQuery,
  type AdminCustomerRow,
  type AdminCustomersAnswer,
  CUSTOMER_PAGE_SIZE,
} from '../../../shared/admin-api';
import { useAdminApi } from '../api';
import { formatDate } from '../format';
import { type Column, ListTable, Money, ListHead, pageParam, useListQuery } from '../ui';

const columns: Column<AdminCustomerRow>[] = [
  {
    key: 'name',
    header: 'Customer',
    primary: true,
    cell: (c) => <Link to={`/admin/customers/${c._id}`}>{c.name}</Link>,
  },
  { key: 'email', header: 'Email', cell: (c) => c.email },
  { key: 'mobile', header: 'Phone', cell: (c) => c.mobile ?? '—' },
  { key: 'orders', header: 'Orders', align: 'right', cell: (c) => c.orderCount },
  { key: 'spent', header: 'Spent', align: 'right', cell: (c) => <Money amount={c.totalSpent} /> },
  { key: 'created', header: 'Joined', hideOnPhone: true, cell: (c) => formatDate(c.created) },
];

/** The list's query from the URL (?q=&page=). */
function customersQueryOf(
  params: URLSearchParams,
): AdminCustomerQuery & { s: number; page: number } {
  const q = (params.get('q') ?? '').trim();
  const page = pageParam(params);
  return { ...(q ? { q } : {}), p: page - 1, s: CUSTOMER_PAGE_SIZE, page };
}

export function CustomersPage() {
  const api = useAdminApi();
  const navigate = useNavigate();
  const list = useListQuery(customersQueryOf, (body) =>
    api.post<AdminCustomersAnswer>(ADMIN_API_PATHS.customers, body),
  );
  const q = list.body.q ?? '';

  return (
    <>
      <ListHead
        title="Customers"
        one="customer"
        list={list}
        noun="customers"
        placeholder="Name, email or phone"
      />
      <ListTable
        list={list}
        noun="customers"
        clearable={false}
        filteredText={`Nobody's name, email or phone contains “${q}”.`}
        emptyText="Customers appear here when they sign up on your shop."
        caption="Customers"
        testId="swa-customers"
        columns={columns}
        onRowClick={(c) => navigate(`/admin/customers/${c._id}`)}
      />
    </>
  );
}
