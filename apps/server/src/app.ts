// buildApp(options): the whole shop as a Fastify instance, used by server.ts and by the tests (app.inject).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { LOG_SERIALIZERS } from './lib/log.ts';
import { logIdMixin, withLogId } from './lib/log-context.ts';
import { REPOSITORY_ROOT } from './lib/paths.ts';
import { type DatabaseHandle, openDatabase, pgliteDir } from './db/client.ts';
import { type AdminPasswordSource, resolveAdminPassword } from './modules/admin/admin.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { staffAdminRoutes, staffPublicRoutes, staffSelfRoutes } from './modules/admin/staff.routes.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.admin.routes.ts';
import { accountSecurityRoutes } from './modules/accounts/account-security.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { languageRoutes } from './modules/accounts/language.routes.ts';
import { phoneRoutes } from './modules/accounts/phone.routes.ts';
import { otpRoutes } from './modules/accounts/otp.routes.ts';
import { profileRoutes } from './modules/accounts/profile.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { codAdminRoutes } from './modules/cod/cod.admin.routes.ts';
import { codRoutes } from './modules/cod/cod.routes.ts';
import { consentRoutes } from './modules/consent/consent.routes.ts';
import { customersAdminRoutes } from './modules/customers/customers.admin.routes.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog.admin.routes.ts';
import { catalogueCsvAdminRoutes } from './modules/catalog/catalogue-csv.admin.routes.ts';
import { catalogueJobsAdminRoutes } from './modules/catalog/catalogue-jobs.admin.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { catalogSearchRoutes } from './modules/catalog/catalog.search.routes.ts';
import { searchLogPlugin } from './modules/catalog/search-log.ts';
import { searchAdminRoutes } from './modules/catalog/search.admin.routes.ts';
import { similarRoutes } from './modules/catalog/similar.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import { fulfilmentAdminRoutes } from './modules/fulfilment/fulfilment.admin.routes.ts';
import { failedDeliveryRoutes } from './modules/fulfilment/failed-delivery.routes.ts';
import { shiprocketRoutes } from './modules/fulfilment/shiprocket.routes.ts';
import type { ShippingProvider } from './modules/fulfilment/shipping-provider.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { jobsAdminRoutes } from './modules/jobs/jobs.admin.routes.ts';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter.admin.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { invoicesAdminRoutes } from './modules/invoices/invoices.admin.routes.ts';
import { invoicesRoutes } from './modules/invoices/invoices.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { offersAdminRoutes } from './modules/offers/offers.admin.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { pincodeAdminRoutes } from './modules/pincode/pincode.admin.routes.ts';
import { pincodeRoutes } from './modules/pincode/pincode.routes.ts';
import { refundsAdminRoutes } from './modules/payments/refunds.admin.routes.ts';
import { returnsAdminRoutes } from './modules/returns/returns.admin.routes.ts';
import { returnsRoutes } from './modules/returns/returns.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { sizeGuidesAdminRoutes, sizeGuidesRoutes } from './modules/size-guides/size-guides.routes.ts';
import { ticketsAdminRoutes } from './modules/tickets/tickets.admin.routes.ts';
import { ticketsRoutes } from './modules/tickets/tickets.routes.ts';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { whatsappWebhookRoutes } from './modules/notifications/whatsapp-webhook.routes.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { adminAuthPlugin } from './plugins/admin-auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { invalidationPlugin } from './plugins/invalidation.ts';
import { catalogueEnginePlugin } from './plugins/catalogue-engine.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { noStorePlugin } from './plugins/no-store.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { paymentsPlugin } from './plugins/payments.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { shippingPlugin } from './plugins/shipping.ts';
import { storagePlugin } from './plugins/storage.ts';
import { userAuthPlugin } from './plugins/user-auth.ts';
import { webPlugin } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  webRoot?: string;
  /** Receives a newly generated admin password, to show it once. */
  onAdminPasswordGenerated?: (password: string) => void;
  /** A payment provider other than the configured one (tests: a provider whose answers they control). */
  paymentProvider?: PaymentProvider;
  /** A shipping provider other than the configured one (tests). */
  shippingProvider?: ShippingProvider;
  /** Prefix of the rate-limit keys in Redis (default REDIS_PREFIX + 'rl:'); tests give each app its own. */
  rateLimitNamespace?: string;
};

const defaultWebRoot = join(REPOSITORY_ROOT, 'apps/web/dist');

export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.otp',
  '*.token',
  '*.confirmPassword',
  '*.passwordHash',
  '*.codeHash',
  '*.tokenHash',
];

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    // Every logger gets the serializers that keep query parameters and personal data out (lib/log.ts).
    logger:
      typeof options.logger === 'object' && options.logger !== null
        ? {
            ...options.logger,
            serializers: { ...LOG_SERIALIZERS, ...options.logger.serializers },
            // Lines not written by a request's logger get the id of the job run or start under way.
            mixin: logIdMixin,
          }
        : (options.logger ?? false),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within this time, or it is answered 408 and closed (issue 23: a trickling body
    // held a connection for minutes). Node checks running requests every connectionsCheckingInterval.
    requestTimeout: config.requestTimeoutMs,
    http: {
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))),
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
    },
    // Client addresses (rate limits, throttling) come from X-Forwarded-For only behind a configured proxy.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every request has an id, in each of its log lines and in the answer's X-Request-Id: a proxy's id is kept
    // when it is a plain token (length, characters), so that logs cannot be forged; otherwise a new one is made.
    requestIdHeader: false,
    genReqId: (req) => {
      const forwarded = req.headers['x-request-id'];
      return typeof forwarded === 'string' && /^[A-Za-z0-9._:-]{1,80}$/.test(forwarded)
        ? forwarded
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Lines written through app.log while this request is handled carry its id too (lib/log-context.ts).
    withLogId(request.id, done);
  });
  if (config.nodeEnv === 'development' && !config.razorpay) {
    app.log.warn(
      'TEST PAYMENTS ARE ON: no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET, so checkout uses the built-in test provider and takes no real money.',
    );
  }
  const handle =
    options.database ??
    (await openDatabase(config.databaseUrl ?? pgliteDir(config.dataDir), (err) =>
      app.log.warn({ err }, 'database connection lost; a new one is opened when next needed'),
    ));
  await app.register(dbPlugin, { handle, closeOnExit: !options.database });
  await app.register(invalidationPlugin, {
    handle,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  });
  await app.register(catalogueEnginePlugin, { handle });
  await app.register(storagePlugin);

  const { source, generated } = await resolveAdminPassword(handle.db, config.adminPassword);
  if (generated) options.onAdminPasswordGenerated?.(generated);

  // External plugins first, then our own, then the modules.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://*.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Payment popups (Razorpay's bank and UPI pages) keep their link back to the shop; the public catalogue
    // pages go without the header (plugins/web.ts, decision 0014).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 8, fields: 100 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Zariya shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    nameSpace: options.rateLimitNamespace ?? `${config.redisPrefix}rl:`,
  });
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(noStorePlugin);
  await app.register(publicCachePlugin);
  await app.register(adminAuthPlugin, { passwordSource: source });
  await app.register(userAuthPlugin);
  await app.register(jobsPlugin);
  await app.register(searchLogPlugin);
  await app.register(mailerPlugin);
  await app.register(paymentsPlugin, { provider: options.paymentProvider });
  await app.register(shippingPlugin, { provider: options.shippingProvider });
  await app.register(notificationsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(catalogSearchRoutes);
      await api.register(searchAdminRoutes);
      await api.register(similarRoutes);
      await api.register(catalogAdminRoutes);
      await api.register(catalogueCsvAdminRoutes);
      await api.register(catalogueJobsAdminRoutes);
      await api.register(newsletterRoutes);
      await api.register(newsletterAdminRoutes);
      await api.register(adminRoutes, { passwordSource: source satisfies AdminPasswordSource });
      await api.register(staffPublicRoutes);
      await api.register(staffSelfRoutes);
      await api.register(staffAdminRoutes);
      await api.register(accountsRoutes);
      await api.register(otpRoutes);
      await api.register(phoneRoutes);
      await api.register(profileRoutes);
      await api.register(accountSecurityRoutes);
      await api.register(languageRoutes);
      await api.register(consentRoutes);
      await api.register(adminOrdersRoutes);
      await api.register(customersAdminRoutes);
      await api.register(ticketsRoutes);
      await api.register(ticketsAdminRoutes);
      await api.register(reviewsRoutes);
      await api.register(cartRoutes);
      await api.register(paymentsRoutes);
      await api.register(refundsAdminRoutes);
      await api.register(returnsRoutes);
      await api.register(returnsAdminRoutes);
      await api.register(dashboardAdminRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(ordersRoutes);
      await api.register(codRoutes);
      await api.register(codAdminRoutes);
      await api.register(fulfilmentAdminRoutes);
      await api.register(shiprocketRoutes);
      await api.register(failedDeliveryRoutes);
      await api.register(pincodeRoutes);
      await api.register(pincodeAdminRoutes);
      await api.register(wishlistRoutes);
      await api.register(notificationsRoutes);
      await api.register(whatsappWebhookRoutes);
      await api.register(sizeGuidesRoutes);
      await api.register(sizeGuidesAdminRoutes);
      await api.register(invoicesRoutes);
      await api.register(invoicesAdminRoutes);
      await api.register(offersRoutes);
      await api.register(offersAdminRoutes);
    },
    { prefix: '/api' },
  );

  // Before the web plugin, whose SPA fallback answers every other page path.
  await app.register(seoRoutes);
  await app.register(webPlugin, { webRoot: options.webRoot ?? config.webDist ?? defaultWebRoot });

  return app;
}
