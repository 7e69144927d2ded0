import type { FastifyInstance } from 'fastify';
/** The catalogue desk: products, their stock and the catalogue file. Every write clears the storefront's cache. */
export declare function adminProductsRoutes(fastify: FastifyInstance): Promise<void>;
