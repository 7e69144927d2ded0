import {
  CSV_IMPORT_MAX_BYTES,
  type Locale,
  adminProductDetailSchema,
  adminProductsPageSchema,
  adminProductsQuerySchema,
  dataOf,
  errorBodySchema,
  importQuerySchema,
  importResultSchema,
  message,
  pagedOf,
  optionParam,
  productCreateSchema,
  productOptionCreateSchema,
  productOptionUpdateSchema,
  productRemovalSchema,
  productUpdateSchema,
  stockAdjustSchema,
  stockHistoryQuerySchema,
  stockMovementSchema,
  uuidParam,
} from '@dukkan/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../auth/staff-guard.js';
import { HttpError, fieldProblem } from '../../http/errors.js';
import { exportCsv, importCsv } from './csv.js';
import {
  adjustStock,
  createOption,
  createProduct,
  listProducts,
  productDetails,
  removeOption,
  removeProduct,
  restoreProduct,
  stockHistory,
  updateOption,
  updateProduct,
} from './service.js';

const tags = ['admin: products'];

/** The text of a multipart form's one file (field `file`); bytes that are not UTF-8 become U+FFFD, as a text/csv body's do. */
async function csvFileText(request: FastifyRequest): Promise<string> {
  const required = () => new HttpError(422, 'validation_failed', fieldProblem('file', 'csv_file_required'));
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw required();
    return (await file.toBuffer()).toString('utf8');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'payload_too_large');
    throw required();
  }
}
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const withProduct = dataOf(adminProductDetailSchema).extend({ message: z.string() });
const removal = dataOf(productRemovalSchema).extend({ message: z.string() });
/** What a removal answers: deleted, or archived because orders (or its options) name it. */
const removed = (result: 'deleted' | 'archived', locale: Locale) => ({
  data: { result },
  message: message(result === 'deleted' ? 'product_deleted' : 'product_archived', locale),
});

/** The catalogue desk: products, their stock and the catalogue file. Every write clears the storefront's cache. */
export async function adminProductsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/products',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Products, newest first: search (Arabic-normalised), category, availability, low stock, discounted',
        querystring: adminProductsQuerySchema,
        response: { 200: adminProductsPageSchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => listProducts(db, request.query),
  );

  app.get(
    '/products.csv',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'Every product as CSV (UTF-8 with a byte-order mark), one row each, uuid first, prices in dinars',
        response: { 200: z.string(), ...errors },
      },
    },
    async (_request, reply) => {
      const csv = await exportCsv(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(csv);
    },
  );

  await app.register(async (scope) => {
    // the catalogue file arrives as the body itself; only this route reads text/csv, up to 20 MB
    scope.addContentTypeParser(
      ['text/csv', 'application/csv'],
      { parseAs: 'string', bodyLimit: CSV_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // or as the one file of a multipart form (what a browser's file input sends), parsed in this scope only
    await scope.register(multipart, {
      limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    // any other type (a spreadsheet's own type …) is told to send CSV, not the API's "send JSON"
    scope.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, 'unsupported_csv_type')));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/products/import',
      {
        config: { permission: 'catalogue.write' },
        bodyLimit: CSV_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Import a catalogue CSV (the body as text/csv, or a multipart form’s file `file`): creates rows without uuid, updates by uuid or SKU, all or nothing. ?dry_run=true checks every row and writes nothing',
          consumes: ['text/csv', 'multipart/form-data'],
          querystring: importQuerySchema,
          response: {
            200: dataOf(importResultSchema),
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const text = request.isMultipart() ? await csvFileText(request) : request.body;
        if (typeof text !== 'string') throw new HttpError(415, 'unsupported_csv_type');
        const dryRun = request.query.dry_run === true;
        const outcome = await importCsv(db, auditActor(request), text, dryRun);
        const result = {
          ...outcome,
          problems: outcome.problems.map((p) => ({
            row: p.row,
            column: p.column,
            message: message(p.message.code, request.locale, p.message.params),
          })),
        };
        if (result.problems.length && !dryRun) {
          return reply.code(422).send({ message: message('import_failed', request.locale), details: result });
        }
        if (!dryRun && outcome.created + outcome.updated > 0) app.invalidateResponseCache();
        return { data: result };
      },
    );
  });

  app.get(
    '/products/:uuid',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'One product with its images in order, categories and whether orders name it',
        params: uuidParam,
        response: { 200: dataOf(adminProductDetailSchema), 404: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await productDetails(db, request.params.uuid) }),
  );

  app.post(
    '/products',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add a product with its opening stock',
        body: productCreateSchema,
        response: { 201: withProduct, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, auditActor(request), request.body);
      app.invalidateResponseCache();
      return reply.code(201).send({ data: product, message: message('product_created', request.locale) });
    },
  );

  app.put(
    '/products/:uuid',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Change a product (everything but its stock, which changes by adjustments)',
        params: uuidParam,
        body: productUpdateSchema,
        response: { 200: withProduct, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const product = await updateProduct(db, auditActor(request), request.params.uuid, request.body);
      app.invalidateResponseCache();
      return { data: product, message: message('product_saved', request.locale) };
    },
  );

  app.delete(
    '/products/:uuid',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Delete a product no order names; one that orders name is archived instead (hidden from the shop)',
        params: uuidParam,
        response: { 200: removal, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const result = await removeProduct(db, auditActor(request), request.params.uuid);
      app.invalidateResponseCache();
      return removed(result, request.locale);
    },
  );

  app.post(
    '/products/:uuid/options',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add an option (a colour or a size) with its own price, stock, SKU and pictures; answers the product',
        params: uuidParam,
        body: productOptionCreateSchema,
        response: { 201: withProduct, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createOption(db, auditActor(request), request.params.uuid, request.body);
      app.invalidateResponseCache();
      return reply.code(201).send({ data: product, message: message('option_created', request.locale) });
    },
  );

  app.put(
    '/products/:uuid/options/:option_uuid',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Change an option (everything of its own but its stock); answers the product',
        params: optionParam,
        body: productOptionUpdateSchema,
        response: { 200: withProduct, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { uuid, option_uuid } = request.params;
      const product = await updateOption(db, auditActor(request), uuid, option_uuid, request.body);
      app.invalidateResponseCache();
      return { data: product, message: message('option_saved', request.locale) };
    },
  );

  app.delete(
    '/products/:uuid/options/:option_uuid',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Delete an option no order names; one that orders name is archived instead',
        params: optionParam,
        response: { 200: removal, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { uuid, option_uuid } = request.params;
      const result = await removeOption(db, auditActor(request), uuid, option_uuid);
      app.invalidateResponseCache();
      return removed(result, request.locale);
    },
  );

  app.post(
    '/products/:uuid/restore',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Bring an archived product back to the shop',
        params: uuidParam,
        response: { 200: withProduct, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const product = await restoreProduct(db, auditActor(request), request.params.uuid);
      app.invalidateResponseCache();
      return { data: product, message: message('product_restored', request.locale) };
    },
  );

  app.post(
    '/products/:uuid/stock',
    {
      config: { permission: 'catalogue.write' },
      schema: {
        tags,
        summary: 'Add (positive) or take (negative) units with a reason and an optional note; never below zero',
        params: uuidParam,
        body: stockAdjustSchema,
        response: { 200: withProduct, 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { product, quantity } = await adjustStock(db, auditActor(request), request.params.uuid, request.body);
      app.invalidateResponseCache();
      return { data: product, message: message('stock_adjusted', request.locale, { quantity }) };
    },
  );

  app.get(
    '/products/:uuid/stock',
    {
      config: { permission: 'catalogue.read' },
      schema: {
        tags,
        summary: 'The stock history of a product, newest first: adjustments, sales, order changes and cancellations',
        params: uuidParam,
        querystring: stockHistoryQuerySchema,
        response: { 200: pagedOf(stockMovementSchema), 404: errorBodySchema, 422: errorBodySchema, ...errors },
      },
    },
    async (request) => stockHistory(db, request.params.uuid, request.query.page ?? 1),
  );
}
