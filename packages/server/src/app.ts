// buildApp(config) -> a ready Fastify instance; main.ts only starts it, tests inject into it.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { createJsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, AUTH_BASE } from '@site/contracts';
import type { Config } from './config.js';
import { connectDatabase, type OpenDb } from './db/client.js';
import { registerCors } from './http/cors.js';
import { registerSecurityHeaders, siteSecurityHeaders } from './http/security-headers.js';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors.js';
import { loggerOptions } from './http/log-redaction.js';
import { loadRenderer } from './render/renderer.js';
import { startDevRenderer } from './render/dev-renderer.js';
import { SiteHealthChecks } from './content/site-health/service.js';
import { DEV_SERVER_CODE } from './render/inline-hashes.js';
import { closeConnectionsWhenClosing } from './http/closing.js';
import { errorHandler } from './http/errors.js';
import { isAccountGuard } from './http/guard.js';
import { apiCaching, registerCompression } from './http/caching.js';
import type { MediaStorage } from './media/storage.js';
import { openStorage } from './media/open-storage.js';
import { startDraftScheduler } from './content/draft-scheduler.js';
import { startAuditRetention } from './audit/retention.js';
import { apiRoutes, authRoutes } from './routes/index.js';
import { twoFactorPolicyHook } from './auth/two-factor-policy.js';
import { mediaRoutes } from './routes/media.js';
import { siteRoutes } from './routes/site.js';
import { ContentVersion } from './cache/content-version.js';
import { invalidateOnWrite } from './cache/content-writes.js';
import { watchExternalWrites } from './cache/external-writes.js';
import { purgeOnChange } from './cache/purge.js';
import { redirectPaths } from './content/redirects.js';
import { siteAddresses } from './content/public-pages.js';
import { bootstrapFirstAdmin } from './auth/bootstrap.js';
import { purgeExpiredTokens } from './auth/tokens.js';
import { seedIfEmpty } from './seed/seed.js';
import { carryOverSettings } from './content/settings.js';
import { withoutApiAlias } from './http/api-alias.js';
import { createAlerts, type OutboxTiming, type Outbox } from './mail/alerts.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: OpenDb;
    config: Config;
    storage: MediaStorage;
    /** Bumped on every content write; the page caches hang on it (cache/content-version.ts). */
    contentVersion: ContentVersion;
    /** Delivers the email alerts of new messages; null when they are off (no SMTP_URL). */
    outbox: Outbox | null;
    /** The time now: scheduled publishing and preview links read it from here, so tests can move it. */
    clock: () => Date;
    /** The site's health checks: runs after writes and on request, and what a publish would add. */
    siteHealth: SiteHealthChecks;
  }
}

export interface BuildOptions {
  logger?: boolean;
  /** Where the log goes instead of standard output; turns the logger on (tests read it back). */
  logStream?: NodeJS.WritableStream;
  /**
   * `pnpm dev` only: pages and the editor from Vite's dev server, with hot module replacement, under
   * the dev policy (render/dev-renderer.ts), instead of from the build.
   */
  webDevServer?: boolean;
  /** Tests only: the email alerts' clock, retry timetable and poll interval. */
  outbox?: OutboxTiming;
  /** The clock for schedules and preview links (tests); the real time by default. */
  clock?: () => Date;
  /** How often due schedules are looked for, in ms (tests). */
  schedulePollMs?: number;
  /** The web build's folder; packages/web/dist by default (tests give a stand-in, test/source-build.ts). */
  webDist?: string;
  /** Tests only: told of every route as it is registered (the authorization matrix lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/** JSON bodies are small documents; uploads have their own limit in the images route. */
const JSON_BODY_LIMIT = 1024 * 1024;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The build is loaded before anything else: the policy names the hashes of its inline code.
  const built = options.webDevServer ? undefined : await loadRenderer(options.webDist);
  const siteInline = options.webDevServer ? DEV_SERVER_CODE : built?.inline.site;
  // Answers made before any hook runs (a malformed URL, a request that is not HTTP) get them too.
  const securityHeaders = siteSecurityHeaders(siteInline);
  const app = Fastify({
    // Secrets in addresses (a preview link's token) are redacted before anything is logged.
    logger: options.logger || options.logStream ? loggerOptions(options.logStream) : false,
    bodyLimit: JSON_BODY_LIMIT,
    // A count of proxies becomes "trust the first n hops" (Fastify's types leave out the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // '/home/carousel' and '/home/carousel/' are the same route, answered alike, with no redirect.
    routerOptions: { ignoreTrailingSlash: true },
    // The API's short alias is the same routes, reached by rewriting the address before routing:
    // registered once, not twice, the routes cost half as much to set up at every start.
    rewriteUrl: (request) => withoutApiAlias(request.url ?? '/'),
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the API; answers are built from validated data, so plain JSON is enough.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setErrorHandler(errorHandler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // The uploads' bucket is checked first: one that cannot be used stops the start before the database is touched.
  const storage = await openStorage(config);
  const db = await connectDatabase(config).catch((error: unknown) => {
    storage.close();
    throw error;
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('storage', storage);
  app.decorate('contentVersion', new ContentVersion());
  app.decorate('clock', options.clock ?? (() => new Date()));
  let stopScheduler = () => {};
  let stopAuditRetention = () => {};
  // A stored write of content makes every cached page and page answer stale: bumped as the document
  // is written, so the writer's next read already sees the new version. Writes by other processes
  // are noticed through the engine (cache/external-writes.ts).
  const stopInvalidating = invalidateOnWrite(db, app.contentVersion);
  const stopWatching = await watchExternalWrites(db, app.contentVersion);
  const outbox = await createAlerts(app, db, options.outbox);
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => {
    // Before the database closes: the worker records how its last try went.
    await outbox?.stop();
    await app.siteHealth?.stop();
    stopScheduler();
    stopAuditRetention();
    stopInvalidating();
    stopWatching();
    await db.$close();
    storage.close();
  });
  closeConnectionsWhenClosing(app);
  await registerCompression(app);
  await registerCors(app, config.corsOrigins);
  await registerSecurityHeaders(app, siteInline);
  // Vite's dev server answers its modules before any route; the headers above are on them too.
  const renderer = options.webDevServer ? await startDevRenderer(app) : built;
  app.decorate(
    'siteHealth',
    new SiteHealthChecks({
      db,
      renderer,
      clock: app.clock,
      outsideLinks: config.outsideLinkChecks,
      afterWrites: config.siteHealthAfterWrites,
      publishChecks: config.publishChecks,
      log: (error) => app.log.error({ err: error }, 'The site-health check failed'),
    }),
  );
  if (config.cachePurgeUrl) {
    // A CDN or proxy in front is told of every change this server makes (cache/purge.ts): once per
    // change, however many servers share the database.
    const stopPurging = purgeOnChange(app.contentVersion, {
      url: config.cachePurgeUrl,
      // The pages, and the addresses redirects answer (a new or changed one replaces what was kept there).
      pagePaths: async () => [...(await siteAddresses(db)), ...(await redirectPaths(db))],
      onFailure: (reason) =>
        app.log.warn(
          `Telling the cache in front (CACHE_PURGE_URL) what changed failed: ${reason}. It serves the old answers until CACHE_MAX_AGE_S passes.`,
        ),
    });
    app.addHook('onClose', async () => stopPurging());
  }

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Company site API', version: '1.0.0', description: 'Content, services, images, contact messages and auth.' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <auth_token>' } },
      },
    },
    // Transforms (e.g. the team member id) have no JSON Schema; they are documented as their input.
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });

  // Every route behind the guard is documented as needing the token; the authorisation test
  // enumerates the OpenAPI document, so a new admin route is covered without a new test.
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest].flat();
    if (hooks.some(isAccountGuard)) route.schema = { ...route.schema, security: [{ token: [] }] };
  });

  // After each route's guard (onRequest) has found the account: while every account must have
  // two-factor sign-in, one without it is refused all but the setup (auth/two-factor-policy.ts).
  app.addHook('preValidation', twoFactorPolicyHook(db));

  await app.register(
    async (api) => {
      await api.register(apiCaching);
      for (const routes of apiRoutes) await api.register(routes);
      // Public and the same for everyone: revalidated by its hash ETag.
      api.get('/openapi.json', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').send(app.swagger()),
      );
    },
    { prefix: API_BASE },
  );
  await app.register(
    async (authApi) => {
      await authApi.register(apiCaching);
      for (const routes of authRoutes) await authApi.register(routes);
    },
    { prefix: AUTH_BASE },
  );
  await app.register(mediaRoutes);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.$ping();
    return { ok: true };
  });

  await siteRoutes(app, { renderer, ...(options.webDist ? { webDist: options.webDist } : {}) });

  await purgeExpiredTokens(db, { ttlDays: config.tokenTtlDays, maxAgeDays: config.tokenMaxAgeDays });
  // One server at a time, so that of servers starting together on an empty database one seeds it,
  // carries the settings over and creates the first admin, and the others find that done.
  await db.$whileStarting(async () => {
    // The seed's many writes (each image, the sections, the settings) are one change to a cache in front.
    if (config.seedDemo) await app.contentVersion.together(() => seedIfEmpty(app));
    // A site from before the site settings keeps the name and icon its navbar held.
    await carryOverSettings(app);
    await bootstrapFirstAdmin(app);
  });
  // The audit log keeps AUDIT_RETENTION_DAYS: older entries go now and once a day.
  stopAuditRetention = await startAuditRetention(db, {
    clock: app.clock,
    days: config.auditRetentionDays,
    report: (run) => {
      if ('crashed' in run) app.log.error({ err: run.crashed }, 'Deleting old audit log entries failed');
      else app.log.info(run, 'Old audit log entries deleted');
    },
  });
  // Delivers what an earlier run left due, then each new message's alert.
  outbox?.start();
  stopScheduler = await startDraftScheduler(db, {
    clock: app.clock,
    pollMs: options.schedulePollMs,
    report: (run) => {
      if ('crashed' in run) app.log.error({ err: run.crashed }, 'Publishing scheduled drafts failed');
      else if (run.failed.length > 0) app.log.warn(run, 'A schedule of drafts could not be published');
      else app.log.info(run, 'Scheduled drafts published');
    },
  });
  return app;
}
