// The owner's products: search (debounced), filters (category, brand, status, stock), pages
// from the server, thumbnails, price and stock; Add product, Import CSV (a dialog with the
// per-row report) and Export CSV (a download). The filters live in the URL.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  type AdminProductQuery,
  type AdminProductRow,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type ProductStatus,
  STOCK_FILTERS,
  type StockFilter,
} from '../../../shared/admin-catalogue';
import { useAdminApi } from '../api';
import { formatDate, plural } from '../format';
import {
  Button,
  type Column,
  labelled,
  ListTable,
  Money,
  type Option,
  Options,
  optionsOf,
  ListHead,
  pageParam,
  Select,
  buttonClass,
  useListQuery,
  useResource,
} from '../ui';
import { catalogueApi, EXPORT_URL } from './catalogue-api';
import { categoryOptions, flattenTree } from './category-options';
import { ImportDialog } from './ImportDialog';
import { StatusPill, StockText } from './StatusPill';
import './catalogue.css';

export const PRODUCTS_PAGE_SIZE = 20;

const STOCK_LABELS: Record<StockFilter, string> = { out: 'Out of stock', low: 'Low stock' };

const columns: Column<AdminProductRow>[] = [
  {
    key: 'name',
    header: 'Product',
    primary: true,
    cell: (p) => (
      <span className="swc-product-cell">
        {p.image ? (
          <img
            className="swc-thumb"
            src={p.image.url}
            alt=""
            width={44}
            height={44}
            loading="lazy"
          />
        ) : (
          <span className="swc-thumb swc-thumb--none" aria-hidden="true" />
        )}
        <span className="swc-product-name">
          <Link to={`/admin/products/${p._id}`}>{p.name}</Link>
          <span className="swa-muted swa-small">/p/{p.path}</span>
        </span>
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (p) => <StatusPill status={p.status} /> },
  {
    key: 'price',
    header: 'Price',
    align: 'right',
    cell: (p) => (
      <span className="swc-price">
        <Money amount={p.price} />
        {p.mrp !== null && p.mrp > p.price ? (
          <s className="swa-muted swa-small">
            <Money amount={p.mrp} />
          </s>
        ) : null}
      </span>
    ),
  },
  {
    key: 'stock',
    header: 'Stock',
    align: 'right',
    cell: (p) => (
      <span className="swc-stock-cell">
        <StockText units={p.stock} inStock={p.inStock} lowVariants={p.lowVariants} />
        <span className="swa-muted swa-small">{plural(p.variantCount, 'variant')}</span>
      </span>
    ),
  },
  { key: 'category', header: 'Category', cell: (p) => p.category?.title ?? '—' },
  { key: 'brand', header: 'Brand', hideOnPhone: true, cell: (p) => p.brand?.name ?? '—' },
  { key: 'updated', header: 'Updated', hideOnPhone: true, cell: (p) => formatDate(p.updated) },
];

/** The list's query from the URL (?q=&category=&brand=&status=&stock=&page=). */
function productsQueryOf(params: URLSearchParams): AdminProductQuery & { s: number; page: number } {
  const q = (params.get('q') ?? '').trim();
  const category = params.get('category') ?? '';
  const brand = params.get('brand') ?? '';
  const statusParam = params.get('status') ?? '';
  const status = (PRODUCT_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as ProductStatus)
    : undefined;
  const stockParam = params.get('stock') ?? '';
  const stock = (STOCK_FILTERS as readonly string[]).includes(stockParam)
    ? (stockParam as StockFilter)
    : undefined;
  const page = pageParam(params);
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(brand ? { brand } : {}),
    ...(status ? { status } : {}),
    ...(stock ? { stock } : {}),
    p: page - 1,
    s: PRODUCTS_PAGE_SIZE,
    page,
  };
}

type Filter = 'category' | 'brand' | 'status' | 'stock';

/** The filters beside the search: the query's field, the select's label, its empty choice. */
const FILTERS: [Filter, string, string][] = [
  ['category', 'Category', 'All categories'],
  ['brand', 'Brand', 'All brands'],
  ['status', 'Status', 'Any status'],
  ['stock', 'Stock', 'Any stock'],
];

export function ProductsPage() {
  const api = catalogueApi(useAdminApi());
  const navigate = useNavigate();
  const list = useListQuery(productsQueryOf, (body) => api.listProducts(body));
  const { body, res, setParam: setFilter } = list;
  const [importing, setImporting] = useState(false);
  const choices = useResource('choices', () => Promise.all([api.categories(), api.brands()]));
  const [tree, brands] = choices.data ?? [[], []];
  const options: Record<Filter, Option[]> = {
    category: categoryOptions(flattenTree(tree), (n) => n.slug),
    brand: optionsOf(brands, 'slug', 'name'),
    status: labelled(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS),
    stock: labelled(STOCK_FILTERS, STOCK_LABELS),
  };

  return (
    <>
      <ListHead
        title="Products"
        one="product"
        actions={
          <>
            <Button onClick={() => setImporting(true)}>Import CSV</Button>
            <a className={buttonClass()} href={EXPORT_URL} download>
              Export CSV
            </a>
            <Link className={buttonClass('primary')} to="/admin/products/new">
              Add product
            </Link>
          </>
        }
        list={list}
        noun="products"
        placeholder="Name, path or SKU"
        className="swc-filters"
      >
        {FILTERS.map(([name, label, none]) => (
          <Select
            key={name}
            aria-label={label}
            value={body[name] ?? ''}
            onChange={(e) => setFilter(name, e.target.value)}
          >
            <Options none={none} options={options[name]} />
          </Select>
        ))}
      </ListHead>
      <ListTable
        list={list}
        noun="products"
        clearLabel="Clear the filters"
        filteredText="Try another search or fewer filters."
        emptyText="Add products one by one, or import a CSV file."
        emptyAction={
          <Link className={buttonClass('primary')} to="/admin/products/new">
            Add your first product
          </Link>
        }
        className="swc-products"
        caption="Products"
        testId="swc-products"
        columns={columns}
        onRowClick={(p) => navigate(`/admin/products/${p._id}`)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={res.reload} />
    </>
  );
}
