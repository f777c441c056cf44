import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { lazy } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './routes/route-error';
import { CategoryRoute } from './routes/store/category';
import { HomeRoute } from './routes/store/home';
import { NotFoundRoute } from './routes/store/not-found';
import { StoreLayout } from './routes/store/store-layout';

// The admin area is split into its own chunks: a shopper never downloads it.
const AdminLayout = lazy(() =>
  import('./routes/admin/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const AdminPasswordRoute = lazy(() =>
  import('./routes/admin/admin-password').then((m) => ({ default: m.AdminPasswordRoute })),
);
const AdminDashboardRoute = lazy(() =>
  import('./routes/admin/admin-dashboard').then((m) => ({ default: m.AdminDashboardRoute })),
);
const AdminNewsletterRoute = lazy(() =>
  import('./routes/admin/admin-newsletter').then((m) => ({ default: m.AdminNewsletterRoute })),
);

const router = createBrowserRouter([
  {
    element: <StoreLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...CATEGORY_PAGES.map((page) => ({ path: page.path, element: <CategoryRoute page={page} /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
  {
    element: <AdminLayout />,
    errorElement: <RouteError />,
    children: [{ path: paths.admin.password, element: <AdminPasswordRoute /> }],
  },
  {
    element: <AdminLayout guarded />,
    errorElement: <RouteError />,
    children: [
      { path: paths.admin.dashboard, element: <AdminDashboardRoute /> },
      { path: paths.admin.newsletter, element: <AdminNewsletterRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
