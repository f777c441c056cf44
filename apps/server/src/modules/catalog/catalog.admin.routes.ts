// Owner's product management (product rules §7): add with images, update, delete; a product's variants (decision 0043).
// Every route needs the admin token.
import { ProductUpdateSchema } from '@zariya/shared/catalog';
import { MESSAGES } from '@zariya/shared/constants';
import { idSchema } from '@zariya/shared/input';
import { MessageBodySchema, ProductSavedSchema } from '@zariya/shared/product';
import {
  AdminVariantSchema,
  ColorImagesSavedSchema,
  ColorImagesSchema,
  AdminVariantsSchema,
  StockHistoryQuerySchema,
  StockHistorySchema,
  VariantGridSavedSchema,
  VariantGridSchema,
  VariantUpdateSchema,
} from '@zariya/shared/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addProductWithGrid, saveVariantGrid } from '../../flows/variant-grid.flow.ts';
import { stockHistory } from '../../queries/stock-history.query.ts';
import { readProductForm } from './catalog.multipart.ts';
import { ProductIdParamsSchema } from './catalog.routes.ts';
import { createProduct, editProduct, removeProduct, setColorImages } from './catalog.service.ts';
import { assertVariantOf, editVariant, listVariants } from './variants.service.ts';
import { adminPermission } from '../../lib/route-group.ts';

const VariantParamsSchema = ProductIdParamsSchema.extend({
  variantId: idSchema('Variant id must be a number.'),
});

export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, so that a caller without the token is refused before any upload is read.
  app.addHook('onRequest', app.requireAdmin);
  adminPermission(app, 'products');
  const { storage } = app;

  app.post(
    '/addproduct',
    {
      schema: {
        tags: ['admin'],
        description:
          'multipart/form-data: brandname, productname, category, description, new_price, old_price, material, ' +
          'available, stock, sizes_{n}, color_{n}, specifications_{key}; files image, imagetwo … imageeight. ' +
          'Optional `variants`: a JSON list of grid cells ({ size, color, sku?, stock, price, oldPrice, made }, as ' +
          "PUT /admin/products/{id}/variants): the product is added split, its stock the sum of the cells'.",
        consumes: ['multipart/form-data'],
        response: { 201: ProductSavedSchema },
      },
    },
    async (request, reply) => {
      const { input, images, cells, mode } = await readProductForm(request);
      const product = cells
        ? await addProductWithGrid(app.db, storage, input, images, cells, mode)
        : await createProduct(app.db, storage, input, images);
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

  app.get(
    '/admin/products/:id/variants',
    {
      schema: {
        tags: ['admin'],
        description:
          "The product's variants on sale (size × colour, '' where it lists none), in order, with SKU, own price " +
          "(null: the product's) and stock (null while the product is pooled: its `stock` is the pool).",
        params: ProductIdParamsSchema,
        response: { 200: AdminVariantsSchema },
      },
    },
    async (request) => listVariants(app.db, request.params.id),
  );

  app.put(
    '/admin/products/:id/variants/:variantId',
    {
      schema: {
        tags: ['admin'],
        description:
          "One variant's SKU ('' for a generated one) and own price and MRP (null: the product's). 404 for a " +
          "variant of another product, 409 SKU_TAKEN for another variant's SKU.",
        params: VariantParamsSchema,
        body: VariantUpdateSchema,
        response: { 200: z.object({ message: z.string(), variant: AdminVariantSchema }) },
      },
    },
    async (request) => ({
      message: 'Variant saved.',
      variant: await editVariant(app.db, request.params.id, request.params.variantId, request.body),
    }),
  );

  app.put(
    '/admin/products/:id/variants',
    {
      schema: {
        tags: ['admin'],
        description:
          'The variant grid: every cell (size × colour) with made (false: left out — archived, and kept out when ' +
          "sizes or colours change later), SKU ('' for a generated one), stock (null: uncounted), own price and MRP " +
          "(null: the product's). mode 'split' counts per cell (the product's stock becomes their sum; from pooled, " +
          "the history records the pool before and the sum after); 'pooled' goes back to one pool (the sum). While " +
          'split, a cell that still counts pieces cannot be left out. Bad input: 400, nothing written.',
        params: ProductIdParamsSchema,
        body: VariantGridSchema,
        response: { 200: VariantGridSavedSchema },
      },
    },
    async (request) => saveVariantGrid(app.db, request.params.id, request.body),
  );

  app.put(
    '/admin/products/:id/color-images',
    {
      schema: {
        tags: ['admin'],
        description:
          "Photos per colour: each of the product's colours with the paths (among its `images`, in the order to " +
          "show) the product page shows for it; a colour left out or with none shows all the product's photos. " +
          'A colour it does not list, a path not among its images, a path twice or more paths than it has: 400, ' +
          'nothing written. Answers the saved map. Removing an image or a colour (updateproducts) drops it here too.',
        params: ProductIdParamsSchema,
        body: ColorImagesSchema,
        response: { 200: ColorImagesSavedSchema },
      },
    },
    async (request) => ({
      message: 'Photos per colour saved.',
      colorImages: await setColorImages(app.db, request.params.id, request.body.colorImages),
    }),
  );

  app.get(
    '/admin/products/:id/stock-history',
    {
      schema: {
        tags: ['admin'],
        description:
          "The product's stock history, newest first (50 a page; `next` is the `before` of the next page): each " +
          'change with its variant (size, colour, SKU; null: the pool), before → after, why (order, cancel, return, ' +
          'rto, exchange, edit, split, pool), what caused it (ref) and who (actor).',
        params: ProductIdParamsSchema,
        querystring: StockHistoryQuerySchema,
        response: { 200: StockHistorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { variantId, before } = request.query;
      await assertVariantOf(app.db, id, variantId);
      return stockHistory(app.db, { productId: id, variantId, before });
    },
  );
};
