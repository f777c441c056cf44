// Owner's product management (SPEC §7): add with images, update, delete. Every route needs the admin token.
import { ProductUpdateSchema } from '@zariya/shared/catalog';
import { MESSAGES } from '@zariya/shared/constants';
import { MessageBodySchema, ProductSavedSchema } from '@zariya/shared/product';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readProductForm } from './catalog.multipart.ts';
import { ProductIdParamsSchema } from './catalog.routes.ts';
import { createProduct, editProduct, removeProduct } from './catalog.service.ts';

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a caller without the token is refused before any upload is read.
  app.addHook('onRequest', app.requireAdmin);
  const { storage } = app;

  app.post(
    '/addproduct',
    {
      schema: {
        tags: ['admin'],
        description:
          'multipart/form-data: brandname, productname, category, description, new_price, old_price, material, ' +
          'available, stock, sizes_{n}, color_{n}, specifications_{key}; files image, imagetwo … imageeight.',
        consumes: ['multipart/form-data'],
        response: { 201: ProductSavedSchema },
      },
    },
    async (request, reply) => {
      const { input, images } = await readProductForm(request);
      const product = await createProduct(app.db, storage, input, images);
      return reply.status(201).send({ message: MESSAGES.productAdded, product });
    },
  );

  app.put(
    '/updateproducts/:id',
    {
      schema: {
        tags: ['admin'],
        params: ProductIdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: ProductSavedSchema },
      },
    },
    async (request) => {
      const product = await editProduct(app.db, request.params.id, request.body);
      return { message: MESSAGES.productUpdated, product };
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags: ['admin'], params: ProductIdParamsSchema, response: { 200: MessageBodySchema } } },
    async (request) => {
      await removeProduct(app.db, storage, request.params.id);
      return { message: 'Product deleted.' };
    },
  );
};
