import {
  CSV_IMPORT_MAX_BYTES,
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
import { staffRoutes, told } from '../../http/staff-routes.js';
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

/** The catalogue desk: products, their stock and the catalogue file. Every write clears the storefront's cache. */
export async function adminProductsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  const route = staffRoutes(app, tags);
  const write = { permission: 'catalogue.write', clearsCache: true } as const;
  const one = { ...write, params: uuidParam, refusals: [404, 422] } as const;
  const option = { ...one, params: optionParam } as const;
  // a removal deletes what no order names and archives the rest
  const removal = {
    data: productRemovalSchema,
    message: ({ result }: z.infer<typeof productRemovalSchema>) =>
      result === 'deleted' ? 'product_deleted' : 'product_archived',
  } as const;

  route.page(
    '/products',
    {
      permission: 'catalogue.read',
      summary: 'Products, newest first: search (Arabic-normalised), category, availability, low stock, discounted',
      querystring: adminProductsQuerySchema,
      data: adminProductsPageSchema,
      refusals: [422],
    },
    ({ query }) => listProducts(db, query),
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
            'Import a catalogue CSV (the body as text/csv, or a multipart form’s file `file`): updates by uuid, or by SKU when the uuid is empty; creates rows without either, and rows whose uuid the shop does not have under that uuid (a file moves products between shops, and a new product’s options name it: decisions 0044, 0053); all or nothing. ?dry_run=true checks every row and writes nothing',
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

  route.read(
    '/products/:uuid',
    {
      permission: 'catalogue.read',
      summary: 'One product with its images in order, categories and whether orders name it',
      params: uuidParam,
      data: adminProductDetailSchema,
      refusals: [404],
    },
    ({ params }) => productDetails(db, params.uuid),
  );
  route.create(
    '/products',
    {
      ...write,
      summary: 'Add a product with its opening stock',
      body: productCreateSchema,
      data: adminProductDetailSchema,
      message: 'product_created',
      refusals: [422],
    },
    (actor, { body }) => createProduct(db, actor, body),
  );
  route.change(
    'PUT',
    '/products/:uuid',
    {
      ...one,
      summary: 'Change a product (everything but its stock, which changes by adjustments)',
      body: productUpdateSchema,
      data: adminProductDetailSchema,
      message: 'product_saved',
    },
    (actor, { params, body }) => updateProduct(db, actor, params.uuid, body),
  );
  route.change(
    'DELETE',
    '/products/:uuid',
    {
      ...one,
      ...removal,
      summary: 'Delete a product no order names; one that orders name is archived instead (hidden from the shop)',
    },
    async (actor, { params }) => ({ result: await removeProduct(db, actor, params.uuid) }),
  );
  route.create(
    '/products/:uuid/options',
    {
      ...one,
      summary: 'Add an option (a colour or a size) with its own price, stock, SKU and pictures; answers the product',
      body: productOptionCreateSchema,
      data: adminProductDetailSchema,
      message: 'option_created',
    },
    (actor, { params, body }) => createOption(db, actor, params.uuid, body),
  );
  route.change(
    'PUT',
    '/products/:uuid/options/:option_uuid',
    {
      ...option,
      summary: 'Change an option (everything of its own but its stock); answers the product',
      body: productOptionUpdateSchema,
      data: adminProductDetailSchema,
      message: 'option_saved',
    },
    (actor, { params, body }) => updateOption(db, actor, params.uuid, params.option_uuid, body),
  );
  route.change(
    'DELETE',
    '/products/:uuid/options/:option_uuid',
    { ...option, ...removal, summary: 'Delete an option no order names; one that orders name is archived instead' },
    async (actor, { params }) => ({ result: await removeOption(db, actor, params.uuid, params.option_uuid) }),
  );
  route.change(
    'POST',
    '/products/:uuid/restore',
    {
      ...one,
      summary: 'Bring an archived product back to the shop',
      data: adminProductDetailSchema,
      message: 'product_restored',
      refusals: [404],
    },
    (actor, { params }) => restoreProduct(db, actor, params.uuid),
  );
  route.change(
    'POST',
    '/products/:uuid/stock',
    {
      ...one,
      summary: 'Add (positive) or take (negative) units with a reason and an optional note; never below zero',
      body: stockAdjustSchema,
      data: adminProductDetailSchema,
      message: 'stock_adjusted',
    },
    async (actor, { params, body }) => {
      const { product, quantity } = await adjustStock(db, actor, params.uuid, body);
      return told(product, { quantity });
    },
  );
  route.page(
    '/products/:uuid/stock',
    {
      permission: 'catalogue.read',
      summary: 'The stock history of a product, newest first: adjustments, sales, order changes and cancellations',
      params: uuidParam,
      querystring: stockHistoryQuerySchema,
      data: pagedOf(stockMovementSchema),
      refusals: [404, 422],
    },
    ({ params, query }) => stockHistory(db, params.uuid, query.page ?? 1),
  );
}
