import { CATEGORY_PAGES } from '@zariya/shared/constants';
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { releaseHeldSections } from '../lib/hydrate-when-near';
import { RouteError } from './routes/route-error';
import { StoreLayout } from './routes/store/store-layout';

// Home too: its carousel (embla) and marketing sections stay out of the other pages' first load.
const HomeRoute = lazy(() => import('./routes/store/home').then((m) => ({ default: m.HomeRoute })));

const NotFoundRoute = lazy(() =>
  import('./routes/store/not-found').then((m) => ({ default: m.NotFoundRoute })),
);

// Account pages carry the shared zod rules: their own chunks keep zod out of the first load.
const LoginRoute = lazy(() => import('./routes/store/login').then((m) => ({ default: m.LoginRoute })));
const DeliveryAddressRoute = lazy(() =>
  import('./routes/store/delivery-address').then((m) => ({ default: m.DeliveryAddressRoute })),
);
const FailedDeliveryRoute = lazy(() =>
  import('./routes/store/failed-delivery').then((m) => ({ default: m.FailedDeliveryRoute })),
);
const CartRemindersStopRoute = lazy(() =>
  import('./routes/store/cart-reminders-stop').then((m) => ({ default: m.CartRemindersStopRoute })),
);
const AccountSecurityRoute = lazy(() =>
  import('./routes/store/account-security').then((m) => ({ default: m.AccountSecurityRoute })),
);

// Catalogue pages (filters, search, product page) load on demand, keeping the first load light.
const CategoryRoute = lazy(() =>
  import('./routes/store/category').then((m) => ({ default: m.CategoryRoute })),
);
const SearchRoute = lazy(() => import('./routes/store/search').then((m) => ({ default: m.SearchRoute })));
const ProductRoute = lazy(() => import('./routes/store/product').then((m) => ({ default: m.ProductRoute })));

const FeedbackRoute = lazy(() =>
  import('./routes/store/feedback').then((m) => ({ default: m.FeedbackRoute })),
);

// Cart, payment and orders: their own chunks, loaded when the shopper opens them.
const CartRoute = lazy(() => import('./routes/store/cart').then((m) => ({ default: m.CartRoute })));
const WishlistRoute = lazy(() =>
  import('./routes/store/wishlist').then((m) => ({ default: m.WishlistRoute })),
);
const OffersRoute = lazy(() => import('./routes/store/offers').then((m) => ({ default: m.OffersRoute })));
const BuyNowRoute = lazy(() => import('./routes/store/buy-now').then((m) => ({ default: m.BuyNowRoute })));
const YourOrdersRoute = lazy(() =>
  import('./routes/store/your-orders').then((m) => ({ default: m.YourOrdersRoute })),
);
const InvoiceRoute = lazy(() => import('./routes/store/invoice').then((m) => ({ default: m.InvoiceRoute })));
const TrackOrderRoute = lazy(() =>
  import('./routes/store/track-order').then((m) => ({ default: m.TrackOrderRoute })),
);

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
const AdminTicketsRoute = lazy(() =>
  import('./routes/admin/admin-tickets').then((m) => ({ default: m.AdminTicketsRoute })),
);
const AdminAddProductRoute = lazy(() =>
  import('./routes/admin/admin-add-product').then((m) => ({ default: m.AdminAddProductRoute })),
);
const AdminProductsRoute = lazy(() =>
  import('./routes/admin/admin-products').then((m) => ({ default: m.AdminProductsRoute })),
);
const AdminEditProductRoute = lazy(() =>
  import('./routes/admin/admin-edit-product').then((m) => ({ default: m.AdminEditProductRoute })),
);
const AdminOrdersRoute = lazy(() =>
  import('./routes/admin/admin-orders').then((m) => ({ default: m.AdminOrdersRoute })),
);
const AdminCodRoute = lazy(() =>
  import('./routes/admin/admin-cod').then((m) => ({ default: m.AdminCodRoute })),
);
const AdminDeliveryRoute = lazy(() =>
  import('./routes/admin/admin-delivery').then((m) => ({ default: m.AdminDeliveryRoute })),
);
const AdminSearchRoute = lazy(() =>
  import('./routes/admin/admin-search').then((m) => ({ default: m.AdminSearchRoute })),
);
const AdminOffersRoute = lazy(() =>
  import('./routes/admin/admin-offers').then((m) => ({ default: m.AdminOffersRoute })),
);
const AdminOfferRoute = lazy(() =>
  import('./routes/admin/admin-offer').then((m) => ({ default: m.AdminOfferRoute })),
);
const AdminSizeGuidesRoute = lazy(() =>
  import('./routes/admin/admin-size-guides').then((m) => ({ default: m.AdminSizeGuidesRoute })),
);
const AdminGstRoute = lazy(() =>
  import('./routes/admin/admin-gst').then((m) => ({ default: m.AdminGstRoute })),
);
const AdminInvoiceRoute = lazy(() =>
  import('./routes/admin/admin-invoice').then((m) => ({ default: m.AdminInvoiceRoute })),
);
const AdminRefundsRoute = lazy(() =>
  import('./routes/admin/admin-refunds').then((m) => ({ default: m.AdminRefundsRoute })),
);
const AdminReturnsRoute = lazy(() =>
  import('./routes/admin/admin-returns').then((m) => ({ default: m.AdminReturnsRoute })),
);
const AdminJobsRoute = lazy(() =>
  import('./routes/admin/admin-jobs').then((m) => ({ default: m.AdminJobsRoute })),
);

/** Every page of the shop; the browser router below and the server's first render (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      ...CATEGORY_PAGES.map((page) => ({ path: page.path, element: <CategoryRoute page={page} /> })),
      { path: '/search', element: <SearchRoute /> },
      { path: '/product', element: <ProductRoute /> },
      { path: '/product/:id', element: <ProductRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.deliveryAddress, element: <DeliveryAddressRoute /> },
      { path: paths.accountSecurity, element: <AccountSecurityRoute /> },
      { path: paths.cartRemindersStop, element: <CartRemindersStopRoute /> },
      { path: paths.failedDelivery, element: <FailedDeliveryRoute /> },
      { path: paths.feedback, element: <FeedbackRoute /> },
      { path: paths.cart, element: <CartRoute /> },
      { path: paths.wishlist, element: <WishlistRoute /> },
      { path: paths.offers, element: <OffersRoute /> },
      { path: paths.buyNow, element: <BuyNowRoute /> },
      { path: paths.orders, element: <YourOrdersRoute /> },
      { path: '/trackorder/:orderId', element: <TrackOrderRoute /> },
      { path: '/yourorder/:orderRef/invoice', element: <InvoiceRoute /> },
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
      { path: paths.admin.userTickets, element: <AdminTicketsRoute /> },
      { path: paths.admin.addProduct, element: <AdminAddProductRoute /> },
      { path: paths.admin.allProducts, element: <AdminProductsRoute /> },
      { path: paths.admin.adminProducts, element: <AdminProductsRoute /> },
      { path: paths.admin.editProduct, element: <AdminEditProductRoute /> },
      { path: paths.admin.allOrders, element: <AdminOrdersRoute /> },
      { path: paths.admin.refunds, element: <AdminRefundsRoute /> },
      { path: paths.admin.returns, element: <AdminReturnsRoute /> },
      { path: paths.admin.cod, element: <AdminCodRoute /> },
      { path: paths.admin.delivery, element: <AdminDeliveryRoute /> },
      { path: paths.admin.sizeGuides, element: <AdminSizeGuidesRoute /> },
      { path: paths.admin.search, element: <AdminSearchRoute /> },
      { path: paths.admin.gst, element: <AdminGstRoute /> },
      { path: '/admin/invoices/:orderRef', element: <AdminInvoiceRoute /> },
      { path: paths.admin.jobs, element: <AdminJobsRoute /> },
      { path: paths.admin.offers, element: <AdminOffersRoute /> },
      { path: '/admin/offers/:id', element: <AdminOfferRoute /> },
    ],
  },
];

let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

/** The browser's router, made on first use, not on import: the server imports `routes` from here and has no window. */
export function browserRouterOnce() {
  if (!browserRouter) {
    browserRouter = createBrowserRouter(routes);
    // A navigation changes the router's state for the whole page: parts still held back from hydration take
    // part in it (lib/hydrate-when-near), before React renders the new page.
    browserRouter.subscribe(releaseHeldSections);
  }
  return browserRouter;
}

export function AppRouter() {
  return <RouterProvider router={browserRouterOnce()} />;
}
