// Every API call the web app makes, typed by the shared contracts (packages/shared): `body` and `query` are
// what the route's request schema accepts (z.input), `answer` is what its response schema sends (z.output).
// Types only: nothing here reaches the bundle, so zod stays off the first load. A path with an id in it is a
// template (`/products/${number}`), so a call to a path the server does not have does not compile.
import type {
  AdminTokenSchema,
  AdminLoginSchema,
  AuthAnswerSchema,
  DeliveryAddressAnswerSchema,
  LoginSchema,
  RequestOtpSchema,
  UpdateDeliveryAddressAnswerSchema,
  UpdateDeliveryAddressSchema,
  UserDetailsSchema,
  UserIdBodySchema,
  VerifyOtpSchema,
} from '@zariya/shared/accounts';
import type { ChangePasswordSchema, SignedInDevicesSchema } from '@zariya/shared/account-security';
import type {
  AcceptedSchema,
  AcceptInvitationSchema,
  AdminMeSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ChangeRoleSchema,
  InvitationInfoSchema,
  InvitationTokenSchema,
  InviteStaffSchema,
  RecoveryCodesSchema,
  RequireTotpSchema,
  RoleInputSchema,
  RolesSchema,
  SecondStepSchema,
  SignInTicketSchema,
  StaffListSchema,
  StaffSessionsSchema,
  StaffSignInSchema,
  TotpConfirmSchema,
  TotpSetupSchema,
} from '@zariya/shared/staff';
import type {
  AccountPhoneCodeSchema,
  AccountPhoneSchema,
  AccountPhoneVerifySchema,
  PhoneCodeSentSchema,
  RequestPhoneCodeSchema,
  SignupWithCodeSchema,
  VerifyPhoneCodeSchema,
} from '@zariya/shared/phone-codes';
import type { setLanguageBody } from '@zariya/shared/language';
import type {
  AdminVariantsSchema,
  ColorImagesSavedSchema,
  ColorImagesSchema,
  StockHistoryQuerySchema,
  StockHistorySchema,
  VariantGridSavedSchema,
  VariantGridSchema,
} from '@zariya/shared/variants';
import type { ProductIdsQuerySchema, RecentlyViewedAddSchema } from '@zariya/shared/discovery';
import type {
  FailedDeliveryAnsweredSchema,
  FailedDeliveryAnswerSchema,
  FailedDeliveryViewSchema,
} from '@zariya/shared/failed-delivery';
import type {
  AdminOrdersQuerySchema,
  AllBundleOrdersAnswerSchema,
  AllOrdersAnswerSchema,
  UpdateOrderStatusAnswerSchema,
  UpdateOrderStatusSchema,
} from '@zariya/shared/admin-orders-api';
import type {
  OfferDetailAnswerSchema,
  OfferListAnswerSchema,
  OfferSavedAnswerSchema,
  OfferTermsSchema,
  ProductOffersAnswerSchema,
} from '@zariya/shared/offers';
import type {
  CodChallengeSchema,
  CodChallengeStateSchema,
  CodConfirmSchema,
  CodOfferQuerySchema,
  CodOfferSchema,
  CodPlacedSchema,
  CodSettingsAnswerSchema,
  CodSettingsSavedSchema,
  CodSettingsSchema,
  CodStartSchema,
} from '@zariya/shared/cod';
import type {
  CodToCollectSchema,
  FulfilmentAnswerSchema,
  FulfilmentStepSchema,
  ShippingProviderAnswerSchema,
} from '@zariya/shared/fulfilment';
import type {
  CategoryBodySchema,
  FacetsQuerySchema,
  FacetsSchema,
  ProductListQuerySchema,
  ProductUpdateSchema,
  SearchBodySchema,
  SuggestionSchema,
  SuggestQuerySchema,
} from '@zariya/shared/catalog';
import type {
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerNoteAnswerSchema,
  CustomerNoteBodySchema,
  CustomerPageSchema,
  MessageAnswerSchema as CustomerMessageSchema,
} from '@zariya/shared/customers-api';
import type { CatalogueCheckSchema } from '@zariya/shared/catalogue-csv-api';
import type {
  BulkEditSchema,
  CatalogueJobSchema,
  CatalogueJobStartedSchema,
} from '@zariya/shared/catalogue-jobs';
import type { DashboardQuerySchema, DashboardSchema } from '@zariya/shared/dashboard-api';
import type {
  ConsentChangeSchema,
  MarketingConsentAnswerSchema,
  MarketingConsentSchema,
  NewsletterUnsubscribeSchema,
} from '@zariya/shared/marketing-consent';
import type {
  NewsletterSubscribeSchema,
  SubscriberListSchema,
  UpdateSubscriberStatusAnswerSchema,
  UpdateSubscriberStatusSchema,
} from '@zariya/shared/newsletter';
import type {
  AddToCartSchema,
  ApplyCouponSchema,
  BundleOrderSchema,
  CartChangeAnswerSchema,
  CartCountAnswerSchema,
  CartCountRequestSchema,
  CartDataRequestSchema,
  CartDataSchema,
  CreateOrderSchema,
  PaymentOrderSchema,
  QuoteAnswerSchema,
  QuoteCartSchema,
  QuoteOrderSchema,
  PaymentResultSchema,
  RemoveCouponSchema,
  RemoveFromCartSchema,
  SaveBundleOrderAnswerSchema,
  SaveBundleOrderSchema,
  SaveOrderAnswerSchema,
  SaveOrderSchema,
  SingleOrderSchema,
  TestPaySchema,
  UpdateBundleOrderStatusAnswerSchema,
  UpdateBundleOrderStatusSchema,
  UpdateCartQuantitySchema,
  UserBundleOrdersAnswerSchema,
  UserOrdersAnswerSchema,
  UserOrdersRequestSchema,
} from '@zariya/shared/orders-api';
import type {
  DeliveryCheckAnswerSchema,
  DeliverySettingsAnswerSchema,
  DeliverySettingsSchema,
  PincodeAnswerSchema,
} from '@zariya/shared/pincode-api';
import type {
  SizeGuideInputSchema,
  SizeGuideSchema,
  SizeGuidesAnswerSchema,
} from '@zariya/shared/size-guide';
import type {
  StockAlertBodySchema,
  StockAlertChangeSchema,
  StockAlertsAnswerSchema,
  StockAlertsQuerySchema,
} from '@zariya/shared/stock-alerts';
import type {
  WishlistAnswerSchema,
  WishlistChangeAnswerSchema,
  WishlistMergeAnswerSchema,
  WishlistMergeSchema,
  WishlistMoveSchema,
  WishlistPreviewQuerySchema,
} from '@zariya/shared/wishlist';
import type {
  CategoryHsnSchema,
  GstRateInputSchema,
  GstSettingsAnswerSchema,
  GstSettingsSchema,
  InvoiceViewSchema,
  ShopGstSchema,
} from '@zariya/shared/gst-api';
import type {
  MessageBodySchema,
  ProductCardSchema,
  ProductSavedSchema,
  ProductSchema,
} from '@zariya/shared/product';
import type {
  OwnerRefundSchema,
  RefundAnswerSchema,
  RefundListQuerySchema,
  RefundListSchema,
} from '@zariya/shared/refunds-api';
import type {
  MyReturnsQuerySchema,
  ReturnListQuerySchema,
  ReturnListSchema,
  ReturnMoveSchema,
  ReturnOptionsQuerySchema,
  ReturnOptionsSchema,
  ReturnViewSchema,
} from '@zariya/shared/returns';
import type { JobRetryAnswerSchema, JobsOverviewSchema } from '@zariya/shared/jobs-api';
import type {
  CartRemindersStopAnswerSchema,
  CartRemindersStopSchema,
  NotificationPrefsAnswerSchema,
  NotificationPrefsSchema,
  NotificationPrefsUpdateSchema,
} from '@zariya/shared/notifications';
import type { SubmitFeedbackAnswerSchema, UserReviewsAnswerSchema } from '@zariya/shared/reviews-api';
import type {
  AllTicketsAnswerSchema,
  CreateTicketAnswerSchema,
  CreateTicketSchema,
  UpdateTicketAnswerSchema,
  UpdateTicketSchema,
  UserTicketsAnswerSchema,
} from '@zariya/shared/tickets-api';
import type {
  SearchMissesQuerySchema,
  SearchMissesSchema,
  SynonymGroupInputSchema,
  SynonymGroupSchema,
  SynonymGroupsSchema,
  SynonymWordInputSchema,
} from '@zariya/shared/search-api';
import type { z } from 'zod';

/** A call: the body it sends, the answer it gets, and its query string. */
type Call<Body, Answer, Query = never> = { body: Body; answer: Answer; query: Query };
/** A call from its schemas. */
type Schemas<
  Body extends z.ZodType | null,
  Answer extends z.ZodType,
  Query extends z.ZodType | null = null,
> = Call<
  Body extends z.ZodType ? z.input<Body> : never,
  z.output<Answer>,
  Query extends z.ZodType ? z.input<Query> : never
>;

/** A POST with nothing to send (the server reads who and what from the token and the path): `{}`. */
type NoBody<Answer extends z.ZodType> = Call<Record<string, never>, z.output<Answer>>;

export type ApiContract = {
  GET: {
    '/admin/session': Schemas<null, typeof MessageBodySchema>;
    '/admin/me': Schemas<null, typeof AdminMeSchema>;
    '/admin/me/sessions': Schemas<null, typeof StaffSessionsSchema>;
    '/admin/staff': Schemas<null, typeof StaffListSchema>;
    [person: `/admin/staff/${number}/sessions`]: Schemas<null, typeof StaffSessionsSchema>;
    '/admin/roles': Schemas<null, typeof RolesSchema>;
    '/admin/audit': Schemas<null, typeof AuditPageSchema, typeof AuditQuerySchema>;
    '/account/sessions': Schemas<null, typeof SignedInDevicesSchema>;
    '/account/phone': Schemas<null, typeof AccountPhoneSchema>;
    '/account/notifications': Schemas<null, typeof NotificationPrefsSchema>;
    '/account/marketing-consent': Schemas<null, typeof MarketingConsentSchema>;
    '/products': Schemas<null, z.ZodArray<typeof ProductCardSchema>, typeof ProductListQuerySchema>;
    '/products/facets': Schemas<null, typeof FacetsSchema, typeof FacetsQuerySchema>;
    [product: `/products/${number}`]: Schemas<null, typeof ProductSchema>;
    [product: `/admin/products/${number}/variants`]: Schemas<null, typeof AdminVariantsSchema>;
    [product: `/admin/products/${number}/stock-history`]: Schemas<
      null,
      typeof StockHistorySchema,
      typeof StockHistoryQuerySchema
    >;
    '/search': Schemas<null, z.ZodArray<typeof ProductCardSchema>, typeof SearchBodySchema>;
    '/search/suggest': Schemas<null, z.ZodArray<typeof SuggestionSchema>, typeof SuggestQuerySchema>;
    [order: `/order/${string}`]: Schemas<null, typeof SingleOrderSchema>;
    [order: `/bundle-order/${string}`]: Schemas<null, typeof BundleOrderSchema>;
    [link: `/failed-deliveries/${string}`]: Schemas<null, typeof FailedDeliveryViewSchema>;
    '/getAllOrders': Schemas<null, typeof AllOrdersAnswerSchema, typeof AdminOrdersQuerySchema>;
    '/getAllBundleOrders': Schemas<null, typeof AllBundleOrdersAnswerSchema, typeof AdminOrdersQuerySchema>;
    '/getAllTickets': Schemas<null, typeof AllTicketsAnswerSchema>;
    '/getSubscribers': Schemas<null, typeof SubscriberListSchema>;
    /** A CSV file, read as text. */
    '/subscribers.csv': Call<never, string>;
    '/admin/catalogue.csv': Call<never, string, { layout: 'shop' | 'shopify' }>;
    [job: `/admin/catalogue/jobs/${number}`]: Schemas<null, typeof CatalogueJobSchema>;
    /** A CSV file, read as text. */
    [report: `/admin/catalogue/jobs/${number}/report.csv`]: Call<never, string>;
    [job: `/admin/products/bulk/${number}`]: Schemas<null, typeof CatalogueJobSchema>;
    '/admin/refunds': Schemas<null, typeof RefundListSchema, typeof RefundListQuerySchema>;
    '/admin/dashboard': Schemas<null, typeof DashboardSchema, typeof DashboardQuerySchema>;
    '/returns': Schemas<null, typeof ReturnListSchema, typeof MyReturnsQuerySchema>;
    '/returns/options': Schemas<null, typeof ReturnOptionsSchema, typeof ReturnOptionsQuerySchema>;
    '/admin/returns': Schemas<null, typeof ReturnListSchema, typeof ReturnListQuerySchema>;
    '/admin/jobs': Schemas<null, typeof JobsOverviewSchema>;
    '/admin/offers': Schemas<null, typeof OfferListAnswerSchema>;
    [offer: `/admin/offers/${number}`]: Schemas<null, typeof OfferDetailAnswerSchema>;
    [product: `/offers/product/${number}`]: Schemas<null, typeof ProductOffersAnswerSchema>;
    '/admin/customers': Schemas<null, typeof CustomerListSchema, typeof CustomerListQuerySchema>;
    [customer: `/admin/customers/${number}`]: Schemas<null, typeof CustomerPageSchema>;
    '/admin/search/misses': Schemas<null, typeof SearchMissesSchema, typeof SearchMissesQuerySchema>;
    '/admin/search/synonyms': Schemas<null, typeof SynonymGroupsSchema>;
    [product: `/products/${number}/similar`]: Schemas<null, z.ZodArray<typeof ProductCardSchema>>;
    [product: `/products/${number}/bought-together`]: Schemas<null, z.ZodArray<typeof ProductCardSchema>>;
    '/products/by-ids': Schemas<null, z.ZodArray<typeof ProductCardSchema>, typeof ProductIdsQuerySchema>;
    '/products/also-like': Schemas<null, z.ZodArray<typeof ProductCardSchema>, typeof ProductIdsQuerySchema>;
    '/recently-viewed': Schemas<null, z.ZodArray<typeof ProductCardSchema>>;
    [pin: `/pincode/${string}`]: Schemas<null, typeof PincodeAnswerSchema>;
    [pin: `/delivery-check/${string}`]: Schemas<null, typeof DeliveryCheckAnswerSchema>;
    '/admin/delivery-settings': Schemas<null, typeof DeliverySettingsAnswerSchema>;
    '/cod/offer': Schemas<null, typeof CodOfferSchema, typeof CodOfferQuerySchema>;
    [challenge: `/cod/challenges/${number}`]: Schemas<null, typeof CodChallengeStateSchema>;
    '/admin/cod-settings': Schemas<null, typeof CodSettingsAnswerSchema>;
    '/admin/cod-to-collect': Schemas<null, typeof CodToCollectSchema>;
    '/admin/shipping-provider': Schemas<null, typeof ShippingProviderAnswerSchema>;
    '/wishlist': Schemas<null, typeof WishlistAnswerSchema>;
    '/wishlist/preview': Schemas<null, typeof WishlistAnswerSchema, typeof WishlistPreviewQuerySchema>;
    '/stock-alerts': Schemas<null, typeof StockAlertsAnswerSchema, typeof StockAlertsQuerySchema>;
    '/size-guides': Schemas<null, typeof SizeGuidesAnswerSchema>;
    '/admin/gst': Schemas<null, typeof GstSettingsSchema>;
    [order: `/invoices/${string}`]: Schemas<null, typeof InvoiceViewSchema>;
    [order: `/admin/invoices/${string}`]: Schemas<null, typeof InvoiceViewSchema>;
  };
  POST: {
    '/admin/catalogue/import/check': Call<{ csv: string } | FormData, z.output<typeof CatalogueCheckSchema>>;
    '/admin/catalogue/import': Call<{ csv: string } | FormData, z.output<typeof CatalogueJobStartedSchema>>;
    '/admin/products/bulk': Schemas<typeof BulkEditSchema, typeof CatalogueJobStartedSchema>;
    [customer: `/admin/customers/${number}/notes`]: Schemas<
      typeof CustomerNoteBodySchema,
      typeof CustomerNoteAnswerSchema
    >;
    '/admin/login': Schemas<typeof AdminLoginSchema, typeof AdminTokenSchema>;
    '/admin/logout': NoBody<typeof MessageBodySchema>;
    '/admin/invitation': Schemas<typeof InvitationTokenSchema, typeof InvitationInfoSchema>;
    '/admin/invitation/accept': Schemas<typeof AcceptInvitationSchema, typeof AcceptedSchema>;
    '/admin/staff-login': Schemas<typeof StaffSignInSchema, typeof SignInTicketSchema>;
    '/admin/staff-login/code': Schemas<typeof SecondStepSchema, typeof AdminTokenSchema>;
    '/admin/me/totp/start': NoBody<typeof TotpSetupSchema>;
    '/admin/me/totp': Schemas<typeof TotpConfirmSchema, typeof RecoveryCodesSchema>;
    '/admin/staff/invite': Schemas<typeof InviteStaffSchema, typeof MessageBodySchema>;
    '/admin/roles': Schemas<typeof RoleInputSchema, typeof MessageBodySchema>;
    // 202 "we sent a code" without `otp`, 201 and the session with it (issue 28).
    '/Signup': Schemas<typeof SignupWithCodeSchema, typeof AuthAnswerSchema | typeof PhoneCodeSentSchema>;
    '/phone/requestCode': Schemas<typeof RequestPhoneCodeSchema, typeof PhoneCodeSentSchema>;
    '/phone/verifyCode': Schemas<typeof VerifyPhoneCodeSchema, typeof AuthAnswerSchema>;
    '/account/phone/code': Schemas<typeof AccountPhoneCodeSchema, typeof PhoneCodeSentSchema>;
    '/account/phone/verify': Schemas<typeof AccountPhoneVerifySchema, typeof AccountPhoneSchema>;
    '/login': Schemas<typeof LoginSchema, typeof AuthAnswerSchema>;
    '/logout': NoBody<typeof MessageBodySchema>;
    '/requestOtp': Schemas<typeof RequestOtpSchema, typeof MessageBodySchema>;
    '/verifyOtp': Schemas<typeof VerifyOtpSchema, typeof AuthAnswerSchema>;
    '/account/password': Schemas<typeof ChangePasswordSchema, typeof MessageBodySchema>;
    [device: `/account/sessions/${number}/signout`]: NoBody<typeof MessageBodySchema>;
    '/account/sessions/signout-others': NoBody<typeof MessageBodySchema>;
    '/getDeliveryAddress': Schemas<typeof UserIdBodySchema, typeof DeliveryAddressAnswerSchema>;
    '/updateDeliveryAddress': Schemas<
      typeof UpdateDeliveryAddressSchema,
      typeof UpdateDeliveryAddressAnswerSchema
    >;
    '/getUserDetails': Schemas<typeof UserIdBodySchema, typeof UserDetailsSchema>;
    '/products/category': Schemas<typeof CategoryBodySchema, z.ZodArray<typeof ProductCardSchema>>;
    '/search': Schemas<typeof SearchBodySchema, z.ZodArray<typeof ProductCardSchema>>;
    '/cart': Schemas<typeof AddToCartSchema, typeof CartChangeAnswerSchema>;
    '/getCartCount': Schemas<typeof CartCountRequestSchema, typeof CartCountAnswerSchema>;
    '/getCartData': Schemas<typeof CartDataRequestSchema, typeof CartDataSchema>;
    '/removeFromCart': Schemas<typeof RemoveFromCartSchema, typeof CartChangeAnswerSchema>;
    '/updateCartQuantity': Schemas<typeof UpdateCartQuantitySchema, typeof CartChangeAnswerSchema>;
    '/applyCoupon': Schemas<typeof ApplyCouponSchema, typeof CartChangeAnswerSchema>;
    '/removeCoupon': Schemas<typeof RemoveCouponSchema, typeof CartChangeAnswerSchema>;
    '/createOrder': Schemas<typeof CreateOrderSchema, typeof PaymentOrderSchema>;
    '/quoteOrder': Schemas<typeof QuoteOrderSchema, typeof QuoteAnswerSchema>;
    '/quoteCart': Schemas<typeof QuoteCartSchema, typeof QuoteAnswerSchema>;
    [payment: `/payments/${string}/close`]: NoBody<typeof MessageBodySchema>;
    '/payments/test/pay': Schemas<typeof TestPaySchema, typeof PaymentResultSchema>;
    '/saveOrder': Schemas<typeof SaveOrderSchema, typeof SaveOrderAnswerSchema>;
    '/saveBundleOrder': Schemas<typeof SaveBundleOrderSchema, typeof SaveBundleOrderAnswerSchema>;
    '/updateBundleOrderStatus': Schemas<
      typeof UpdateBundleOrderStatusSchema,
      typeof UpdateBundleOrderStatusAnswerSchema
    >;
    '/getUserOrders': Schemas<typeof UserOrdersRequestSchema, typeof UserOrdersAnswerSchema>;
    '/getUserBundleOrders': Schemas<typeof UserOrdersRequestSchema, typeof UserBundleOrdersAnswerSchema>;
    '/updateOrderStatus': Schemas<typeof UpdateOrderStatusSchema, typeof UpdateOrderStatusAnswerSchema>;
    /** Multipart: the product's fields (ProductCreateSchema, as text) and its image files. */
    '/addproduct': Call<FormData, z.output<typeof ProductSavedSchema>>;
    /** Multipart: SubmitFeedbackFieldsSchema's fields as text and an optional image file. */
    '/submitFeedback': Call<FormData, z.output<typeof SubmitFeedbackAnswerSchema>>;
    '/getUserReviews': Schemas<typeof UserIdBodySchema, typeof UserReviewsAnswerSchema>;
    '/createTicket': Schemas<typeof CreateTicketSchema, typeof CreateTicketAnswerSchema>;
    '/getUserTickets': Schemas<typeof UserIdBodySchema, typeof UserTicketsAnswerSchema>;
    '/updateTicket': Schemas<typeof UpdateTicketSchema, typeof UpdateTicketAnswerSchema>;
    '/newsletterSubscribe': Schemas<typeof NewsletterSubscribeSchema, typeof MessageBodySchema>;
    '/newsletterUnsubscribe': Schemas<typeof NewsletterUnsubscribeSchema, typeof MessageBodySchema>;
    '/updateSubscriberStatus': Schemas<
      typeof UpdateSubscriberStatusSchema,
      typeof UpdateSubscriberStatusAnswerSchema
    >;
    '/admin/refunds': Schemas<typeof OwnerRefundSchema, typeof RefundAnswerSchema>;
    '/admin/search/synonyms': Schemas<typeof SynonymGroupInputSchema, typeof SynonymGroupSchema>;
    '/admin/offers': Schemas<typeof OfferTermsSchema, typeof OfferSavedAnswerSchema>;
    [offer: `/admin/offers/${number}/pause`]: NoBody<typeof OfferSavedAnswerSchema>;
    [offer: `/admin/offers/${number}/resume`]: NoBody<typeof OfferSavedAnswerSchema>;
    [group: `/admin/search/synonyms/${number}/words`]: Schemas<
      typeof SynonymWordInputSchema,
      typeof SynonymGroupSchema
    >;
    [refund: `/admin/refunds/${number}/retry`]: NoBody<typeof RefundAnswerSchema>;
    /** Multipart: ReturnRequestFieldsSchema's fields as text (`items` as JSON) and the photo file. */
    '/returns': Call<FormData, z.output<typeof ReturnViewSchema>>;
    [step: `/admin/returns/${number}/move`]: Schemas<typeof ReturnMoveSchema, typeof ReturnViewSchema>;
    '/cart-reminders/stop': Schemas<typeof CartRemindersStopSchema, typeof CartRemindersStopAnswerSchema>;
    [link: `/failed-deliveries/${string}`]: Schemas<
      typeof FailedDeliveryAnswerSchema,
      typeof FailedDeliveryAnsweredSchema
    >;
    '/cod/start': Schemas<typeof CodStartSchema, typeof CodChallengeSchema>;
    '/cod/confirm': Schemas<typeof CodConfirmSchema, typeof CodPlacedSchema>;
    [step: `/admin/orders/${string}/fulfilment`]: Schemas<
      typeof FulfilmentStepSchema,
      typeof FulfilmentAnswerSchema
    >;
    '/admin/gst/rates': Schemas<typeof GstRateInputSchema, typeof GstSettingsAnswerSchema>;
    [job: `/admin/jobs/failed/${string}/retry`]: NoBody<typeof JobRetryAnswerSchema>;
    '/wishlist/merge': Schemas<typeof WishlistMergeSchema, typeof WishlistMergeAnswerSchema>;
    '/stock-alerts': Schemas<typeof StockAlertBodySchema, typeof StockAlertChangeSchema>;
    '/recently-viewed': Schemas<typeof RecentlyViewedAddSchema, z.ZodArray<typeof ProductCardSchema>>;
    [product: `/wishlist/${number}/move-to-cart`]: Schemas<
      typeof WishlistMoveSchema,
      typeof WishlistChangeAnswerSchema
    >;
  };
  PUT: {
    '/account/language': Schemas<typeof setLanguageBody, typeof setLanguageBody>;
    [person: `/admin/staff/${number}/role`]: Schemas<typeof ChangeRoleSchema, typeof MessageBodySchema>;
    '/admin/staff/require-totp': Schemas<typeof RequireTotpSchema, typeof MessageBodySchema>;
    [role: `/admin/roles/${number}`]: Schemas<typeof RoleInputSchema, typeof MessageBodySchema>;
    '/admin/gst/shop': Schemas<typeof ShopGstSchema, typeof GstSettingsAnswerSchema>;
    '/admin/gst/hsn': Schemas<typeof CategoryHsnSchema, typeof GstSettingsAnswerSchema>;
    '/account/notifications': Schemas<
      typeof NotificationPrefsUpdateSchema,
      typeof NotificationPrefsAnswerSchema
    >;
    '/account/marketing-consent': Schemas<typeof ConsentChangeSchema, typeof MarketingConsentAnswerSchema>;
    [product: `/wishlist/${number}`]: NoBody<typeof WishlistChangeAnswerSchema>;
    [category: `/admin/size-guides/${string}`]: Schemas<typeof SizeGuideInputSchema, typeof SizeGuideSchema>;
    '/admin/delivery-settings': Schemas<typeof DeliverySettingsSchema, typeof DeliverySettingsAnswerSchema>;
    '/admin/cod-settings': Schemas<typeof CodSettingsSchema, typeof CodSettingsSavedSchema>;
    [offer: `/admin/offers/${number}`]: Schemas<typeof OfferTermsSchema, typeof OfferSavedAnswerSchema>;
    [product: `/updateproducts/${number}`]: Schemas<typeof ProductUpdateSchema, typeof ProductSavedSchema>;
    [product: `/admin/products/${number}/variants`]: Schemas<
      typeof VariantGridSchema,
      typeof VariantGridSavedSchema
    >;
    [product: `/admin/products/${number}/color-images`]: Schemas<
      typeof ColorImagesSchema,
      typeof ColorImagesSavedSchema
    >;
  };
  DELETE: {
    [product: `/wishlist/${number}`]: Schemas<null, typeof WishlistChangeAnswerSchema>;
    [variant: `/stock-alerts/${number}`]: Schemas<null, typeof StockAlertChangeSchema>;
    [person: `/admin/staff/${number}`]: Schemas<null, typeof MessageBodySchema>;
    [session: `/admin/sessions/${number}`]: Schemas<null, typeof MessageBodySchema>;
    [role: `/admin/roles/${number}`]: Schemas<null, typeof MessageBodySchema>;
    [category: `/admin/size-guides/${string}`]: Schemas<null, typeof MessageBodySchema>;
    [product: `/products/${number}`]: Schemas<null, typeof MessageBodySchema>;
    [group: `/admin/search/synonyms/${number}`]: Schemas<null, typeof MessageBodySchema>;
    [note: `/admin/customers/${number}/notes/${number}`]: Schemas<null, typeof CustomerMessageSchema>;
  };
};

export type ApiMethod = keyof ApiContract;
export type ApiPath<M extends ApiMethod> = keyof ApiContract[M] & string;
type CallAt<M extends ApiMethod, P extends ApiPath<M>> =
  ApiContract[M][P] extends Call<unknown, unknown, unknown> ? ApiContract[M][P] : never;
/** What the call at `path` sends. */
export type ApiBody<M extends ApiMethod, P extends ApiPath<M>> = CallAt<M, P>['body'];
/** What the call at `path` answers. */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = CallAt<M, P>['answer'];
/** Its query string's fields. */
export type ApiQuery<M extends ApiMethod, P extends ApiPath<M>> = CallAt<M, P>['query'];
