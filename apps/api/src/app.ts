import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type Locale, localeFromHeader } from '@dukkan/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { authPlugin } from './auth/auth-plugin.js';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { errorHandler } from './http/error-handler.js';
import { jsonBodiesOnly } from './http/json-body.js';
import { responseCache } from './http/response-cache.js';
import { refuseNullBytes } from './http/null-bytes.js';
import { checkUndeclaredAnswers, serializerCompiler, validatorCompiler } from './http/schema.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { shopRoutes } from './modules/shop/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
  interface FastifyRequest {
    locale: Locale;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
}

/** Builds the whole API (and the storefront's static files) without listening; tests use `app.inject`. */
export async function buildApp({ config, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token'],
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('locale', 'ar');
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

  await app.register(helmet, {
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
  if (config.CATALOGUE_CACHE_SECONDS > 0) {
    responseCache(app, { ttlMs: config.CATALOGUE_CACHE_SECONDS * 1000, maxEntries: 1000, maxBytes: 24 * 1024 * 1024 });
  }

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });

  // Routes declare their own limits (config.rateLimit); RATE_LIMIT=false turns them all off, for load benchmarks.
  // With REDIS_URL the counters are shared by every API process.
  if (config.RATE_LIMIT) {
    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
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
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(catalogueRoutes, { prefix: '/api/client' });
  await app.register(shopRoutes, { prefix: '/api' });
  await app.register(accountsRoutes, { prefix: '/api/client' });
  await app.register(deliveryRoutes, { prefix: '/api/client' });
  await app.register(ordersRoutes, { prefix: '/api/client' });

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
  // hashed bundles under assets/ never change; index.html is checked on every load
  const cacheHeaders = (reply: { header: (name: string, value: string) => unknown }, filePath: string) =>
    reply.header(
      'cache-control',
      filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  const adminPage = path.join(config.ADMIN_DIST, 'index.html');
  if (fs.existsSync(adminPage)) {
    // the back office (apps/admin, its own bundle); the router ignores trailing slashes, so /admin/ is /admin
    await app.register(fastifyStatic, {
      root: config.ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: false,
      index: false,
      setHeaders: cacheHeaders,
    });
    app.get('/admin', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(adminPage)),
    );
  }
  if (fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      prefix: '/',
      decorateReply: false,
      index: ['index.html'],
      setHeaders: cacheHeaders,
    });
  }

  return app;
}
