// The admin app: providers (boot, API, currency, toasts), the router under /admin and the
// screens, each loaded on demand. The catalogue screens are editor/admin/catalogue's, the blog,
// comments, newsletter and enquiries screens editor/admin/content's (one chunk each).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { AdminBoot } from '../../shared/admin-api';
import { type AdminApi, AdminApiContext } from './api';
import { AdminBootContext } from './context';
import { Shell } from './shell/Shell';
import { CurrencyContext, EmptyState, LoadingState, ToastProvider } from './ui';

/** A lazily loaded named export (React.lazy wants a default one). */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const DashboardPage = screen(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const OrdersPage = screen(() => import('./orders/OrdersPage'), 'OrdersPage');
const OrderPage = screen(() => import('./orders/OrderPage'), 'OrderPage');
const CustomersPage = screen(() => import('./customers/CustomersPage'), 'CustomersPage');
const CustomerPage = screen(() => import('./customers/CustomerPage'), 'CustomerPage');
const DiscountsPage = screen(() => import('./discounts'), 'DiscountsPage');
const DiscountEditPage = screen(() => import('./discounts'), 'DiscountEditPage');
const SettingsPage = screen(() => import('./settings/SettingsPage'), 'SettingsPage');
const ProductsPage = screen(() => import('./catalogue'), 'ProductsPage');
const ProductEditPage = screen(() => import('./catalogue'), 'ProductEditPage');
const CategoriesPage = screen(() => import('./catalogue'), 'CategoriesPage');
const PostsPage = screen(() => import('./content'), 'PostsPage');
const PostEditPage = screen(() => import('./content'), 'PostEditPage');
const BlogCategoriesPage = screen(() => import('./content'), 'BlogCategoriesPage');
const CommentsPage = screen(() => import('./content'), 'CommentsPage');
const NewsletterPage = screen(() => import('./content'), 'NewsletterPage');
const EnquiriesPage = screen(() => import('./content'), 'EnquiriesPage');
const RedirectsPage = screen(() => import('./redirects/RedirectsPage'), 'RedirectsPage');

function NotFound() {
  return (
    <EmptyState title="Nothing here">
      This admin page does not exist. Choose a screen in the menu.
    </EmptyState>
  );
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin" element={<Shell />}>
        <Route index element={<Navigate to="/admin/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductEditPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="customers" element={<CustomersPage />} />
        <Route path="customers/:id" element={<CustomerPage />} />
        <Route path="discounts" element={<DiscountsPage />} />
        <Route path="discounts/:id" element={<DiscountEditPage />} />
        <Route path="blog" element={<PostsPage />} />
        <Route path="blog/categories" element={<BlogCategoriesPage />} />
        <Route path="blog/:id" element={<PostEditPage />} />
        <Route path="comments" element={<CommentsPage />} />
        <Route path="newsletter" element={<NewsletterPage />} />
        <Route path="enquiries" element={<EnquiriesPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="redirects" element={<RedirectsPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** Everything but the router, so tests can mount a screen in a MemoryRouter. */
export function AdminProviders({
  boot,
  api,
  children,
}: {
  boot: AdminBoot;
  api: AdminApi;
  children: ReactNode;
}) {
  return (
    <AdminBootContext.Provider value={boot}>
      <AdminApiContext.Provider value={api}>
        <CurrencyContext.Provider value={boot.workspace.currency}>
          <ToastProvider>
            <Suspense fallback={<LoadingState />}>{children}</Suspense>
          </ToastProvider>
        </CurrencyContext.Provider>
      </AdminApiContext.Provider>
    </AdminBootContext.Provider>
  );
}

export function AdminApp({
  boot,
  api,
  initialPath,
}: {
  boot: AdminBoot;
  api: AdminApi;
  /** Tests: render at this path in memory instead of the browser's location. */
  initialPath?: string;
}) {
  const routes = <AdminRoutes />;
  return (
    <AdminProviders boot={boot} api={api}>
      {initialPath ? (
        <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>
      ) : (
        <BrowserRouter>{routes}</BrowserRouter>
      )}
    </AdminProviders>
  );
}
