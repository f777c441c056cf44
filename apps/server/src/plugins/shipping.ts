// The shipping provider as `app.shipping` (decision 0028): Shiprocket when SHIPROCKET_EMAIL and
// SHIPROCKET_PASSWORD are set, otherwise the manual one (the owner types courier and AWB). The manual provider
// is always there too: a parcel the owner handed to a courier herself is recorded the same way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shiprocketProvider } from '../modules/fulfilment/shiprocket.ts';
import { manualProvider, type ShippingProvider } from '../modules/fulfilment/shipping-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    shipping: { provider: ShippingProvider; manual: ShippingProvider; webhookToken?: string };
  }
}

export const shippingPlugin = fp(async (app: FastifyInstance, options: { provider?: ShippingProvider }) => {
  const sr = app.config.shiprocket;
  const provider = options.provider ?? (sr ? shiprocketProvider(sr) : manualProvider);
  app.decorate('shipping', {
    provider,
    manual: manualProvider,
    webhookToken: app.config.shiprocketWebhookToken,
  });
});
