// Every table of the database (product rules §3 plus what the API contract needs), each declared in the schema file of the
// module that writes it (`modules/<m>/<m>.schema.ts`; the table → owner → readers list: modules/README.md).
// drizzle-kit reads this barrel (drizzle.config.ts); code that reads another module's table imports it from here.
export * from '../modules/accounts/accounts.schema.ts';
export * from '../modules/accounts/phone.schema.ts';
export * from '../modules/admin/admin.schema.ts';
export * from '../modules/admin/staff.schema.ts';
export * from '../modules/cart/cart.schema.ts';
export * from '../modules/catalog/catalog.schema.ts';
export * from '../modules/catalog/catalogue-jobs.schema.ts';
export * from '../modules/catalog/recently-viewed.schema.ts';
export * from '../modules/catalog/search.schema.ts';
export * from '../modules/catalog/variants.schema.ts';
export * from '../modules/cod/cod.schema.ts';
export * from '../modules/consent/consent.schema.ts';
export * from '../modules/customers/customers.schema.ts';
export * from '../modules/fulfilment/fulfilment.schema.ts';
export * from '../modules/inventory/inventory.schema.ts';
export * from '../modules/invoices/invoices.schema.ts';
export * from '../modules/newsletter/newsletter.schema.ts';
export * from '../modules/notifications/whatsapp-inbound.schema.ts';
export * from '../modules/offers/offers.schema.ts';
export * from '../modules/orders/orders.schema.ts';
export * from '../modules/payments/payments.schema.ts';
export * from '../modules/pincode/pincode.schema.ts';
export * from '../modules/returns/returns.schema.ts';
export * from '../modules/reviews/reviews.schema.ts';
export * from '../modules/size-guides/size-guides.schema.ts';
export * from '../modules/tickets/tickets.schema.ts';
export * from '../modules/wishlist/wishlist.schema.ts';
