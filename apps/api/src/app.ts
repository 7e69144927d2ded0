import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Locale, localeFromHeader } from '@dukkan/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { authPlugin } from './auth/auth-plugin.js';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { ImageStorage } from './lib/image-storage/image-storage.js';
import { imageStorageFor } from './lib/image-storage/storage-for-config.js';
import { errorHandler } from './http/error-handler.js';
import { healthRoutes } from './http/health.js';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.js';
import { jsonBodiesOnly } from './http/json-body.js';
import { requestSerializer } from './http/log-redaction.js';
import { invalidationBus } from './http/invalidation-bus.js';
import { LIST_IDS_TTL_MS, productLists } from './http/product-lists.js';
import { responseCache } from './http/response-cache.js';
import { appCacheHeaders, serveAdminApp } from './http/static-apps.js';
import { refuseNullBytes } from './http/null-bytes.js';
import { checkUndeclaredAnswers, serializerCompiler, validatorCompiler } from './http/schema.js';
import { securityHeaders } from './http/security-headers.js';
import { requireAdminPermissions, staffGuard } from './auth/staff-guard.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { adminAuthRoutes } from './modules/admin-auth/routes.js';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.js';
import { adminDeliveryRoutes } from './modules/admin-delivery/routes.js';
import { adminDiscountRoutes } from './modules/admin-discounts/routes.js';
import { adminInboxRoutes } from './modules/admin-inbox/routes.js';
import { adminOrdersRoutes } from './modules/admin-orders/routes.js';
import { adminOutboxRoutes } from './modules/admin-outbox/routes.js';
import { adminSettingsRoutes } from './modules/admin-settings/routes.js';
import { adminProductsRoutes } from './modules/admin-products/routes.js';
import { adminStaffRoutes } from './modules/admin-staff/routes.js';
import { adminBannersRoutes } from './modules/admin-banners/routes.js';
import { adminCategoriesRoutes } from './modules/admin-categories/routes.js';
import { adminUploadsRoutes, uploadedImagesRoutes } from './modules/admin-uploads/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { addressesRoutes } from './modules/addresses/routes.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { type CardFiller, createCardFiller } from './modules/catalogue/card-filler.js';
import { registerOutbox } from './modules/notifications/outbox-plugin.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { shopRoutes } from './modules/shop/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** where uploaded images are kept (docs/decisions/0046) */
    imageStorage: ImageStorage;
    /** builds the product cards that are not built (decision 0063); main.ts starts it beside the outbox worker */
    cardFiller: CardFiller;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  /** where the log goes (standard output when absent); tests read it */
  logStream?: { write(line: string): void };
}

/** Builds the whole API (and the storefront's static files) without listening; tests use `app.inject`. */
export async function buildApp({ config, db, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
            serializers: { req: requestSerializer },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('imageStorage', imageStorageFor(config));
  registerOutbox(app);
  const cardFiller = createCardFiller(db, app.log);
  app.decorate('cardFiller', cardFiller);
  app.addHook('onClose', () => cardFiller.stop());
  app.decorateRequest('locale', 'ar');
  requireAdminPermissions(app);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });

  jsonBodiesOnly(app);
  refuseNullBytes(app);
  await app.register(authPlugin);

  // One zod schema per route part validates, types (fastify-type-provider-zod), documents and serialises it;
  // the test suites also check every answer against the schema its route declares.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.NODE_ENV === 'test'));
  if (config.NODE_ENV === 'test') checkUndeclaredAnswers(app);
  errorHandler(app);

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // SweetAlert2 and React set inline style attributes; no inline scripts are allowed anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense over TLS; the proxy in front sets it, or we do when the request came over https.
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
    maxAge: 600,
  });
  // after CORS (its headers apply to cached answers too), before compression (the cache keeps plain JSON)
  // a staff write forgets the cached answers of every API process (Redis publish/subscribe with REDIS_URL)
  if (config.CATALOGUE_CACHE_SECONDS > 0) {
    const ttlMs = config.CATALOGUE_CACHE_SECONDS * 1000;
    // 8 MB of UTF-8 hold about 260 pages of products or 650 searches, two thirds of what 24 MB of two-byte strings
    // held: under the cold loads the API's peak RSS went from 202–223 MB to 195 MB (docs/performance.md)
    const clear = responseCache(app, { ttlMs, maxEntries: 1000, maxBytes: 8 * 1024 * 1024 });
    const lists = productLists(Math.max(ttlMs, LIST_IDS_TTL_MS));
    app.decorate('productLists', lists);
    await invalidationBus(
      app,
      () => {
        clear();
        lists.clear();
      },
      config.REDIS_URL,
    );
  } else {
    app.decorate('productLists', null);
    app.decorate('invalidateResponseCache', () => undefined);
  }

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });

  // Routes declare their own limits (config.rateLimit); RATE_LIMIT=false turns them all off, for load benchmarks.
  // With REDIS_URL the counters are shared by every API process.
  if (config.RATE_LIMIT) {
    const redis = config.REDIS_URL
      ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      nameSpace: 'dukkan-rl:',
      skipOnError: true,
      ...(redis ? { redis } : {}),
    });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: 'Dukkan API', version: '1.0.0', description: 'The storefront API of Dukkan (دكّان).' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // /api/admin: a staff token; the scope is the permission the route needs (ROLE_PERMISSIONS in contracts)
          staffBearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(catalogueRoutes, { prefix: '/api/client' });
  await app.register(shopRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api/client' });
  await app.register(deliveryRoutes, { prefix: '/api/client' });
  await app.register(ordersRoutes, { prefix: '/api/client' });
  await app.register(addressesRoutes, { prefix: '/api/client' });
  await app.register(wishlistRoutes, { prefix: '/api/client' });
  // the staff side: every route declares its permission, one guard checks it
  await app.register(
    async (admin) => {
      staffGuard(admin);
      for (const routes of [
        adminAuthRoutes,
        adminStaffRoutes,
        adminOrdersRoutes,
        adminDashboardRoutes,
        auditRoutes,
        adminUploadsRoutes,
        adminCategoriesRoutes,
        adminBannersRoutes,
        adminOutboxRoutes,
        adminDiscountRoutes,
        adminDeliveryRoutes,
        adminSettingsRoutes,
        adminInboxRoutes,
        adminProductsRoutes,
      ]) {
        await admin.register(routes);
      }
    },
    { prefix: '/api/admin' },
  );

  await app.register(uploadedImagesRoutes);
  if (fs.existsSync(config.IMAGES_DIR)) {
    await app.register(fastifyStatic, {
      root: config.IMAGES_DIR,
      prefix: '/images/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }
  if (fs.existsSync(path.join(config.ADMIN_DIST, 'index.html'))) await serveAdminApp(app, config.ADMIN_DIST);
  if (fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      // the build's .br and .gz beside each file (apps/vite-base.ts), compressed once at the highest levels
      preCompressed: true,
      // nothing of the build's own (Vite's .vite/manifest.json) nor any other dotfile
      dotfiles: 'ignore',
      setHeaders: appCacheHeaders,
    });
  }

  return app;
}
