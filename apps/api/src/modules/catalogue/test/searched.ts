import type { Paged, Product } from '@dukkan/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The uuids a storefront search for `term` answers (`extra`: more of the query, such as `&limit=8`), sorted. */
export async function searchedUuids(app: FastifyInstance, term: string, extra = ''): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/client/products?name=${encodeURIComponent(term)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res
    .json<Paged<Product>>()
    .data.map((p) => p.uuid)
    .sort();
}
