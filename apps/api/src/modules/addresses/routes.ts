import {
  addressBodySchema,
  addressSchema,
  dataOf,
  errorBodySchema,
  message,
  messageResponseSchema,
  toldOf,
  uuidParam,
} from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientRoute, signedIn } from '../../auth/auth-plugin.js';
import { noStore } from '../../http/no-store.js';
import { changeAddress, createAddress, listAddresses, makeDefaultAddress, removeAddress } from './service.js';

const tags = ['addresses'];
const addressAnswer = toldOf(addressSchema);
const refusals = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The client's address book: `/api/client/addresses`. Only the owner sees or changes an address (others get 404). */
export async function addressesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/addresses',
    clientRoute(tags, "The client's saved addresses, the default first", {
      response: { 200: dataOf(z.array(addressSchema)), 401: errorBodySchema },
    }),
    async (request, reply) => {
      noStore(reply);
      return { data: await listAddresses(db, signedIn(request).id) };
    },
  );

  app.post(
    '/addresses',
    clientRoute(tags, 'Save an address (at most 20); the first one, or one sent with is_default, becomes the default', {
      body: addressBodySchema,
      response: { 201: addressAnswer, 401: errorBodySchema, 422: errorBodySchema },
    }),
    async (request, reply) => {
      const data = await createAddress(db, signedIn(request).id, request.body);
      noStore(reply);
      return reply.status(201).send({ data, message: message('address_saved', request.locale) });
    },
  );

  app.put(
    '/addresses/:uuid',
    clientRoute(tags, 'Change one of your addresses (all its fields); is_default true makes it the default', {
      params: uuidParam,
      body: addressBodySchema,
      response: { 200: addressAnswer, ...refusals },
    }),
    async (request, reply) => {
      const data = await changeAddress(db, signedIn(request).id, request.params.uuid, request.body);
      noStore(reply);
      return { data, message: message('address_saved', request.locale) };
    },
  );

  app.post(
    '/addresses/:uuid/default',
    clientRoute(tags, 'Make one of your addresses the default (the previous default stops being one)', {
      params: uuidParam,
      response: { 200: addressAnswer, ...refusals },
    }),
    async (request, reply) => {
      const data = await makeDefaultAddress(db, signedIn(request).id, request.params.uuid);
      noStore(reply);
      return { data, message: message('address_made_default', request.locale) };
    },
  );

  app.delete(
    '/addresses/:uuid',
    clientRoute(
      tags,
      'Delete one of your addresses; if it was the default, the newest other address becomes the default',
      {
        params: uuidParam,
        response: { 200: messageResponseSchema, ...refusals },
      },
    ),
    async (request, reply) => {
      await removeAddress(db, signedIn(request).id, request.params.uuid);
      noStore(reply);
      return { message: message('address_deleted', request.locale) };
    },
  );
}
