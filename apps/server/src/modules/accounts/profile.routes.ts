// The shopper's own details and delivery address (product rules §7), each under the identity rule.
import {
  DeliveryAddressAnswerSchema,
  UpdateDeliveryAddressAnswerSchema,
  UpdateDeliveryAddressSchema,
  UserDetailsSchema,
  UserIdBodySchema,
} from '@zariya/shared/accounts';
import { MESSAGES } from '@zariya/shared/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/user-auth.ts';
import { updateDeliveryAddress } from '../../flows/account-address.flow.ts';
import { getDeliveryAddress, getUserDetails } from './accounts.service.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getDeliveryAddress',
    {
      preValidation: app.requireOwnUser,
      schema: { tags: ['accounts'], body: UserIdBodySchema, response: { 200: DeliveryAddressAnswerSchema } },
    },
    async (request) => ({ deliveryAddress: await getDeliveryAddress(app.db, currentUser(request).id) }),
  );

  app.post(
    '/updateDeliveryAddress',
    {
      preValidation: app.requireOwnUser,
      schema: {
        tags: ['accounts'],
        body: UpdateDeliveryAddressSchema,
        response: { 200: UpdateDeliveryAddressAnswerSchema },
      },
    },
    async (request) => ({
      message: MESSAGES.deliveryAddressUpdated,
      deliveryAddress: await updateDeliveryAddress(
        app.db,
        currentUser(request).id,
        request.body.deliveryAddress,
      ),
    }),
  );

  app.post(
    '/getUserDetails',
    {
      preValidation: app.requireOwnUser,
      schema: { tags: ['accounts'], body: UserIdBodySchema, response: { 200: UserDetailsSchema } },
    },
    async (request) => getUserDetails(app.db, currentUser(request).id),
  );
};
