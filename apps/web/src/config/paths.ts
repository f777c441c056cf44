// Every route the web app links to, in one place (product rules §2 routes).
import { CATEGORY_PAGES } from '@zariya/shared/constants';

export const paths = {
  home: '/',
  search: (query: string) => `/search?query=${encodeURIComponent(query)}`,
  login: '/loginpage',
  cart: '/cart',
  wishlist: '/wishlist',
  orders: '/yourorder',
  /** Your Orders opened at its Raise Ticket tab (the ticket form). */
  raiseTicket: '/yourorder?tab=raise',
  offers: '/offers',
  buyNow: '/buynow',
  trackOrder: (orderRef: string) => `/trackorder/${encodeURIComponent(orderRef)}`,
  /** The tax invoice of one of her orders ('12' or 'B-12'). */
  invoice: (orderRef: string) => `/yourorder/${encodeURIComponent(orderRef)}/invoice`,
  feedback: '/feedback',
  deliveryAddress: '/deliveryaddress',
  accountSecurity: '/accountsecurity',
  cartRemindersStop: '/cart-reminders/stop',
  /** The signed link of a failed delivery's question (issue 28 item 6). */
  failedDelivery: '/delivery/:token',
  product: (id: number) => `/product/${id}`,
  admin: {
    password: '/admin-password',
    dashboard: '/admin',
    addProduct: '/addproduct',
    allProducts: '/allproduct',
    adminProducts: '/admin-products',
    editProduct: '/edit-product',
    allOrders: '/allorders',
    /** The order desk showing one order: '12' among single orders, 'B-12' among bundles. */
    orderDesk: (orderRef: string) =>
      `/allorders?${/^b/i.test(orderRef) ? 'type=bundle&' : ''}q=${encodeURIComponent(orderRef)}`,
    refunds: '/admin/refunds',
    returns: '/admin/returns',
    cod: '/admin/cod',
    sizeGuides: '/admin/size-guides',
    search: '/admin/search',
    gst: '/admin/gst',
    invoice: (orderRef: string) => `/admin/invoices/${encodeURIComponent(orderRef)}`,
    jobs: '/admin/jobs',
    offers: '/admin/offers',
    newOffer: '/admin/offers/new',
    userTickets: '/usertickets',
    newsletter: '/newsletter',
    delivery: '/admin/delivery',
  },
} as const;

export type CategoryPage = (typeof CATEGORY_PAGES)[number];

export function categoryPath(category: string): string {
  return CATEGORY_PAGES.find((page) => page.category === category)?.path ?? paths.home;
}
