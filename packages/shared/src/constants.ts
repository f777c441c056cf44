// Business constants of product rules §9 and the exact message texts of product rules §8, named once for both sides.

export const SHOP_NAME = 'Zariya';
export const SHOP_TAGLINE = 'Handpicked fashion for every woman';
export const CUSTOMER_CARE_PHONE = '+91 80 4718 2290';
export const CURRENCY = 'INR';

export const CATEGORIES = [
  'Saree',
  'Regional Attires',
  'Women Ethnic',
  'Women Western',
  'Accessories',
  'Salwar & Suits',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Route and menu label for each category (Accessories is labelled women's essentials). */
export const CATEGORY_PAGES: ReadonlyArray<{ category: Category; path: string; label: string }> = [
  { category: 'Women Western', path: '/womenwestern', label: 'Western Wear' },
  { category: 'Regional Attires', path: '/regionalattires', label: 'Regional Attires' },
  { category: 'Women Ethnic', path: '/womenethnic', label: 'Ethnic Wear' },
  { category: 'Saree', path: '/saree', label: 'Sarees' },
  { category: 'Accessories', path: '/accessories', label: "Women's Essentials" },
  { category: 'Salwar & Suits', path: '/salwarsuits', label: 'Salwar Suits' },
];

export const COUPON_CODE = 'PROMO2024';
export const COUPON_MULTIPLIER = 0.9;
export const SHIPPING_FEE_INR = 100;
export const FREE_SHIPPING_THRESHOLD_INR = 1000;
export const PLATFORM_FEE_INR = 0;
export const BANNER_FREE_DELIVERY_INR = 699;
export const TICKER_FREE_SHIPPING_OVER_INR = 999;
export const RETURN_WINDOW_DAYS = 7;
export const ORDER_DELIVERY_DAYS = 7;
export const PRODUCT_PAGE_DELIVERY_DAYS = 5;
export const TICKET_REPLY_DAYS = 2;
export const TRACKING_PACKED_AFTER_DAYS = 1;
export const TRACKING_SHIPPED_AFTER_DAYS = 2;
export const HOME_SECTION_SIZE = 15;
export const CAROUSEL_INTERVAL_MS = 3000;
export const OTP_TTL_SECONDS = 300;
export const NEWSLETTER_NUMBER_LENGTH = 10;
export const STAR_SCALE = 5;
export const MAX_PRODUCT_IMAGES = 8;
export const HTTP_TIMEOUT_MS = 10_000;
export const SEARCH_CLEAR_MS = 3000;
export const MESSAGE_CLEAR_MS = 3000;
export const TOAST_MS = 5000;
export const VOICE_LANGUAGE = 'en-US';

export const PRICE_BANDS = [
  { id: '0-1000', label: '₹0 – ₹1,000', min: 0, max: 1000 },
  { id: '1000-3000', label: '₹1,000 – ₹3,000', min: 1000, max: 3000 },
  { id: '3000-5000', label: '₹3,000 – ₹5,000', min: 3000, max: 5000 },
  { id: '5000-100000', label: 'Above ₹5,000', min: 5000, max: 100000 },
] as const;

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'returned', 'paid'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const TICKET_STATUSES = ['pending', 'solved', 'resolved'] as const;
export const TICKET_PROBLEM_TYPES = [
  'Return',
  'Product Issue',
  'Shipping Delay',
  'Payment Issue',
  'Other',
] as const;

export const SEARCH_PLACEHOLDER = 'Search for Price, Products, Brands and More';

export const MESSAGES = {
  newsletterInvalid: 'Please enter a valid 10-digit WhatsApp number',
  newsletterError: 'Error subscribing to newsletter. Please try again later.',
  adminIncorrectPassword: 'Incorrect password',
  productNotFound: 'Product not found.',
  loginToAddToCart: 'Please log in to add items to your cart.',
  loginToBuy: 'Please log in to buy products.',
  selectColor: 'Please select a color.',
  selectSize: 'Please select a size.',
  selectSizeAndColor: 'Please select a size and color.',
  outOfStock: 'Sorry, this product is out of stock.',
  cartHasOutOfStock: 'Some products are out of stock. Please remove them from your cart to proceed.',
  alreadyInCart: 'Same product is already in the cart.',
  addToCartFailed: 'Failed to add product to cart',
  removeFromCartFailed: 'Failed to remove product from cart.',
  removedFromCart: 'Product removed from cart!',
  invalidCoupon: 'Invalid coupon code.',
  lineCouponAlreadyApplied: 'Coupon already applied for this product.',
  lineCouponApplied: 'Coupon applied! You have received a 10% discount on this product.',
  bundleCouponAlreadyApplied: 'Coupon already applied.',
  bundleCouponApplied: 'Coupon applied! You have received a 10% discount on your bundle.',
  enterCoupon: 'Please enter a coupon code.',
  applyCouponFailed: 'Failed to apply coupon',
  saveBundleFailed: 'Error saving bundle order. Please try again.',
  razorpayMissing: 'Razorpay SDK is not loaded. Please try again.',
  paymentMissingFields: 'Payment amount, user ID, or product ID is missing.',
  passwordsDontMatch: "Passwords don't match",
  signupFailed: 'Signup failed',
  signupSuccess: 'Signup successful!',
  loginFailed: 'Login failed. Check your Number and Password.',
  otpInvalid: 'Invalid or expired OTP. Please try again.',
  otpRequestFailed: 'Failed to request OTP. Please try again.',
  otpSent: 'OTP sent to your email!',
  logoutFailed: 'Logout failed. Please try again.',
  ticketsFetchError: 'Error fetching tickets. Please try again later.',
  responseFailed: 'Failed to send response',
  responseSent: 'Response sent successfully',
  noTickets: 'No tickets available',
  noResponse: 'No response yet',
  ordersOrTicketsError: 'Error fetching orders or tickets. Please try again later.',
  ticketRaised: 'Ticket raised successfully',
  ticketUnresolved:
    'You have unresolved tickets for the selected order. Please resolve them before raising a new one.',
  feedbackSubmitted: 'Feedback submitted successfully',
  adminFetchError: 'Error fetching data. Please try again later.',
  adminStatusError: 'Error updating order status. Please try again later.',
  productUpdated: 'Product updated successfully!',
  productAdded: 'Product added successfully!',
  deliveryAddressUpdated: 'Delivery address updated successfully',
  noResults: 'No results found',
  firstReview: 'Be the first to review this product!',
} as const;
