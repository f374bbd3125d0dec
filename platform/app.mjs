/**
 * buildPlatform: opens the DB (migrating, seeding and generating images on first
 * start) and returns a ready, not yet listening, fastify instance. Tests use
 * app.inject() or listen on port 0; server.mjs is the CLI around it.
 */
import Fastify from 'fastify';
import { resolveOptions } from './options.mjs';
import { openDatabase } from './db/open.mjs';
import { seedDatabase } from './seed/index.mjs';
import { ensureShortVideos } from './seed/short-videos.mjs';
import { ensureImages } from './seed/images.mjs';
import { ensurePaperImages } from './seed/paper-images.mjs';
import { PAPERS } from './seed/paper.mjs';
import registerPaper from './routes/paper.mjs';
import registerPages from './routes/pages.mjs';
import { ensureCertificateFiles } from './seed/certificate-files.mjs';
import { CERTIFICATES } from './seed/pages.mjs';
import { ensureSiteKeys, ensureSm2Keys } from './lib/keys.mjs';
import { ensureAppCredentials } from './lib/app-auth.mjs';
import { createTokenStore } from './lib/tokens.mjs';
import { createGuards } from './lib/guard.mjs';
import { createDecryptor, createParamsGuard } from './lib/decrypt.mjs';
import { installHttp } from './lib/http.mjs';
import { installLatency } from './lib/latency.mjs';
import { installFaults } from './lib/faults.mjs';
import { installRecorder } from './lib/record.mjs';
import { registerService } from './lib/pipeline.mjs';
import { createContext } from './data/context.mjs';
import { createDialect } from './lib/dialect/index.mjs';
import { createRealAppAuth } from './lib/dialect/app-auth.mjs';
import registerAmuc from './routes/amuc.mjs';
import registerSsoApp from './routes/sso-app.mjs';
import registerConfig from './routes/config.mjs';
import registerColumns from './routes/columns.mjs';
import registerArticles from './routes/articles.mjs';
import registerSearch from './routes/search.mjs';
import registerLive from './routes/live.mjs';
import registerEvents from './routes/events.mjs';
import registerWx from './routes/wx.mjs';
import registerSubscriptions from './routes/subscriptions.mjs';
import registerAccounts from './routes/accounts.mjs';
import registerFigures from './routes/figures.mjs';
import registerLeaders from './routes/leaders.mjs';
import registerLeaderModeration from './routes/leader-moderation.mjs';
import registerAds from './routes/ads.mjs';
import registerStatistics from './routes/statistics.mjs';
import registerShortVideo from './routes/mvod.mjs';
import registerMedia from './routes/media.mjs';
import registerAuth from './routes/auth.mjs';
import registerFaultControl from './routes/faults.mjs';
import registerMembers, { memberProfile } from './routes/members.mjs';
import registerMemberProfile from './routes/member-profile.mjs';
import registerSso from './routes/sso.mjs';
import registerWxAuthorize from './routes/wx-authorize.mjs';
import registerDev from './routes/dev.mjs';
import registerLiveEditor from './routes/live-editor.mjs';
import registerArticleEditor from './routes/article-editor.mjs';
import { formatPlatformTime, setSiteTimeZone } from './lib/time.mjs';
import { createLivePush, liveSocketToken } from './lib/livePush.mjs';
import { articleIdOf, liveIdOf } from './lib/dialect/live-ids.mjs';
import { ensureLiveBroadcasts, ensureReminderLive, keepOnAirLiveCurrent } from './seed/live.mjs';
import { ensureRealFormArticle } from './seed/real-form.mjs';
import registerActivities from './routes/activities.mjs';
import registerVotes from './routes/votes.mjs';
import registerDiscuss from './routes/discuss.mjs';
import registerModeration from './routes/moderation.mjs';
import registerEntryModeration from './routes/entry-moderation.mjs';
import { createUploadPaths } from './routes/upload-paths.mjs';
import { createSitePurge } from './lib/sitePurge.mjs';
import { createDiscussionStore } from './lib/discussions.mjs';
import registerUploads from './routes/uploads.mjs';
import registerTipoffs from './routes/tipoffs.mjs';
import registerMySpace from './routes/my-space.mjs';
import registerLiveReminders from './routes/live-reminders.mjs';
import registerCircles from './routes/circles.mjs';
import registerSubmissions from './routes/submissions.mjs';
import registerQa from './routes/qa.mjs';
import registerFavorites from './routes/favorites.mjs';
import registerPoints from './routes/points.mjs';
import registerServerTime from './routes/server-time.mjs';
import registerDeviceRecords from './routes/device-records.mjs';
import registerWebTickets from './routes/web-tickets.mjs';
import { createQuestionStore, qaCommentLookups } from './lib/questions.mjs';
import { ensureCommunity, ensureDemoFavorites, ensureQa } from './seed/index.mjs';
import { installMultipart } from './lib/multipart.mjs';
import { createMemberOf } from './lib/member-of.mjs';
import { createMemberStore } from './lib/members.mjs';
import { createAttemptStore } from './lib/attempts.mjs';
import { ensureDemoMembers } from './seed/members.mjs';
import { createReportStore } from './lib/reports.mjs';
import { registerReportCall, registerReportModeration } from './routes/reports.mjs';
import { ensureLegalDocs } from './seed/legal.mjs';
import { createLegalStore } from './lib/legal.mjs';
import { createAccountCancel } from './lib/account-cancel.mjs';
import { registerLegalCalls, registerLegalEditor } from './routes/legal.mjs';
import registerMemberAccount from './routes/member-account.mjs';

/**
 * @typedef {Partial<import('./options.mjs').PlatformOptions> & {
 *   preHandlers?: Partial<Record<'app_if'|'adv'|'stat'|'mvod', import('./lib/pipeline.mjs').PreHandler[]>>
 * }} BuildOptions  preHandlers: extra per-service hooks, run after the built-in app_if guards
 */

/**
 * What buildPlatform decorates the instance with (`app.platform`), for the CLI and tests.
 * @typedef {{
 *   ctx: import('./data/context.mjs').PlatformContext, options: import('./options.mjs').PlatformOptions,
 *   startup: {seeded: boolean, articles: number, imagesGenerated: boolean, imageFiles: number, ms: number},
 *   faults: import('./lib/faults.mjs').FaultState, tokens: import('./lib/tokens.mjs').TokenStore,
 *   push?: import('./lib/livePush.mjs').LivePush,
 *   discussions: import('./lib/discussions.mjs').DiscussionStore,
 *   credentials: {appKey: string, appSecret: string},
 *   dialect: import('./lib/dialect/index.mjs').Dialect, appIfCalls: Set<string>
 * }} PlatformDecoration
 */
/** @typedef {import('fastify').FastifyInstance & {platform: PlatformDecoration}} PlatformApp */

/**
 * @param {BuildOptions} [input]
 * @returns {Promise<PlatformApp>}
 */
export async function buildPlatform(input = {}) {
  const options = resolveOptions(input);
  const started = performance.now();
  // Every day boundary the platform counts is the site's (docs/decisions/0094), set before anything counts.
  setSiteTimeZone(options.timeZone);
  const db = openDatabase(options.dbFile);

  // Start image generation first: sharp renders on libuv threads while the
  // synchronous seed transaction runs on the main thread.
  const images = ensureImages(options.mediaDir);
  const paperImages = ensurePaperImages(
    options.mediaDir,
    PAPERS.map((p) => ({ paperId: p.id, layouts: p.layouts.map((l) => l.no) })),
  );
  const certificateFiles = ensureCertificateFiles(options.mediaDir, CERTIFICATES);
  const seed = seedDatabase(db, { articleCount: options.seedArticles });
  ensureShortVideos(db);
  seed.articles += ensureLiveBroadcasts(db);
  seed.articles += ensureReminderLive(db);
  keepOnAirLiveCurrent(db, Date.now());
  seed.articles += ensureRealFormArticle(db);
  const keys = ensureSiteKeys(db);
  // The websocket token getConfig names (socketServer.token, docs/platform-api.md "Live push"): the
  // push socket opens with it; derived from the site's key, so it outlives a restart with the same data.
  const socketToken = liveSocketToken(keys.privatePem);
  const sm2Keys = options.sm2 ? ensureSm2Keys(db) : { publicHex: '', privateHex: '' };
  const credentials = ensureAppCredentials(db);
  const tokens = createTokenStore(db, options);
  const members = createMemberStore(db);
  const attempts = createAttemptStore(db);
  ensureDemoMembers(db, members);
  ensureLegalDocs(db);
  const legal = createLegalStore(db);
  ensureDemoFavorites(db);
  ensureCommunity(db, options.mediaDir);
  ensureQa(db);
  /** @type {import('./lib/livePush.mjs').LivePush | null} made below, once the HTTP server exists */
  let livePush = null;
  const discussions = createDiscussionStore(db, {
    auditType: options.discussAudit,
    // A live's discussion (sourceType 1) reaches its readers as it becomes public.
    onPublished: (row) => {
      if (row.source_type !== 1) return;
      livePush?.discuss(row.object_id, {
        id: row.id,
        parentID: row.parent_id ?? 0,
        userID: row.user_id,
        userName: row.user_name,
        userIcon: row.user_icon,
        content: row.content,
        created: formatPlatformTime(row.created_at),
      });
    },
  });
  const [media] = await Promise.all([images, paperImages, certificateFiles]);
  const startup = {
    ...seed,
    imagesGenerated: media.generated,
    imageFiles: media.files,
    ms: Math.round(performance.now() - started),
  };

  /** @type {import('fastify').FastifyInstance} */
  // The reader's address comes in X-Forwarded-For from the touch site's front servers only, as from
  // a proxy in front of a real platform: per-address limits then count readers, not the front end
  // (docs/decisions/0080). From anyone else the header is ignored and req.ip is the socket's.
  const app = Fastify({
    logger: options.logger,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: options.trustedProxies.length > 0 ? options.trustedProxies : false,
  });
  const ctx = createContext(db, options);
  // How app_if answers (docs/reference-platform-dialects.md); the guards ask it which calls need no token.
  const appAuth = createRealAppAuth({ credentials, tokens, signSlice: options.authSignSlice });
  const dialect = createDialect(ctx, {
    dialect: options.dialect,
    homeColumnId: options.homeColumnId,
    services: { members, tokens, appAuth },
  });
  /** @type {Set<string>} */
  const appIfCalls = new Set();
  app.addHook('onClose', async () => db.close());
  // Order matters: CORS first so faulted answers carry it too; hooks before routes.
  installHttp(app);
  installMultipart(app);
  installLatency(app, options.latencyMs);
  const faults = installFaults(app, { enabled: options.faults });
  if (options.recordFile) installRecorder(app, options.recordFile);
  /** @type {PlatformDecoration} */
  const platform = { ctx, options, startup, faults, tokens, credentials, discussions, dialect, appIfCalls };
  app.decorate('platform', platform);

  const security = { options, tokens, credentials, dialect };
  const questions = createQuestionStore(db);
  // Comments on Q&A (sourceType 4 topics, 5 government Q&A) only for what exists and is open.
  const qaLookups = qaCommentLookups(db);
  discussions.registerObjectLookup(4, qaLookups.topic);
  discussions.registerObjectLookup(5, qaLookups.govQa);
  const memberOf = createMemberOf({ tokens, members });
  const reports = createReportStore(db, { discussions, attempts });
  // Signature (1004), then token (10111), then parameter decryption: see lib/guard.mjs for why.
  const decrypt = createDecryptor({ rsaPrivatePem: keys.privatePem, sm2PrivateHex: sm2Keys.privateHex });
  const appIfGuards = [...createGuards(security), createParamsGuard(options, decrypt, { memberOf, attempts, dialect })];
  const pre = input.preHandlers ?? {};
  const log = (/** @type {string} */ msg) => (options.logger ? app.log.info(msg) : console.log(msg));
  // The site's purge endpoint (platform/lib/sitePurge.mjs): a no-op answering false when not configured.
  const purgeSite = createSitePurge({
    url: options.sitePurgeUrl,
    token: options.sitePurgeToken,
    log: (msg) => (options.logger ? app.log.warn(msg) : console.warn(msg)),
  });
  /** @type {ReturnType<typeof createUploadPaths> | null} made with app_if, registered as services of their own below */
  let uploadPaths = null;
  await registerService(
    app,
    {
      prefix: '/app_if',
      service: 'app_if',
      preHandlers: [...appIfGuards, ...(pre.app_if ?? [])],
      dialect,
      registry: appIfCalls,
    },
    (svc) => {
      registerConfig(
        svc,
        ctx,
        { publicPem: keys.publicPem, sm2PublicHex: sm2Keys.publicHex, socketToken },
        discussions,
      );
      registerAuth(svc, security);
      registerColumns(svc, ctx);
      registerArticles(svc, ctx);
      registerSearch(svc, ctx);
      registerLive(svc, ctx);
      registerEvents(svc, ctx, discussions);
      registerDiscuss(svc, { ctx, discussions, memberOf });
      registerWx(svc, { db });
      registerSubscriptions(svc, ctx);
      registerPaper(svc, ctx);
      registerPages(svc, ctx);
      registerAccounts(svc, { ctx, memberOf, questions });
      registerFigures(svc, ctx);
      registerLeaders(svc, { db, urls: ctx.urls, memberOf });
      registerMembers(svc, { tokens, members, attempts, urls: ctx.urls, log, legal });
      registerLegalCalls(svc, { legal });
      registerMemberAccount(svc, {
        tokens,
        members,
        attempts,
        memberOf,
        legal,
        cancelAccount: createAccountCancel(db),
        purgeSite,
        log,
      });
      registerActivities(svc, { ctx, memberOf, attempts });
      registerVotes(svc, { ctx, memberOf, decrypt, attempts });
      const store = registerUploads(svc, { db, mediaDir: options.mediaDir, urls: ctx.urls, memberOf });
      uploadPaths = createUploadPaths({ appIf: svc, publicUrl: options.publicUrl, memberOf, store });
      registerTipoffs(svc, { db, urls: ctx.urls, memberOf });
      registerMySpace(svc, { db, urls: ctx.urls, memberOf });
      registerLiveReminders(svc, { db, memberOf });
      registerCircles(svc, { db, urls: ctx.urls, memberOf });
      registerSubmissions(svc, { db, urls: ctx.urls, memberOf });
      registerQa(svc, { db, urls: ctx.urls, memberOf, questions, members });
      registerFavorites(svc, { ctx, memberOf });
      registerPoints(svc, { db, members, memberOf });
      registerServerTime(svc);
      registerDeviceRecords(svc, { db, memberOf });
      registerReportCall(svc, { reports, memberOf });
      registerWebTickets(svc, { db, tokens, members, attempts });
      registerMemberProfile(svc, { db, members, memberOf, profileOf: (m) => memberProfile(m, members, ctx.urls) });
      registerAmuc(svc, { db, members, memberOf, urls: ctx.urls, attempts });
    },
  );
  registerSso(app, { tokens, members, legal });
  // The real SSO service speaks only in the real dialects (routes/sso-app.mjs; docs/reference-platform-dialects.md).
  if (options.dialect !== 'designed') {
    registerSsoApp(app, {
      dialect: options.dialect,
      tokens,
      members,
      attempts,
      db,
      urls: ctx.urls,
      log,
      cancelAccount: createAccountCancel(db),
      purgeSite,
    });
  }
  registerWxAuthorize(app, { db });
  await registerService(app, { prefix: '/adv', service: 'adv', preHandlers: pre.adv }, (svc) => registerAds(svc, ctx));
  await registerService(app, { prefix: '/mvod', service: 'mvod', preHandlers: pre.mvod }, (svc) =>
    registerShortVideo(svc, ctx),
  );
  await registerService(app, { prefix: '/stat', service: 'stat', preHandlers: pre.stat }, (svc) =>
    registerStatistics(svc, ctx),
  );
  const paths = /** @type {ReturnType<typeof createUploadPaths>} */ (/** @type {unknown} */ (uploadPaths));
  await registerService(app, { prefix: '/minio', service: 'minio' }, (svc) => paths.registerMinio(svc));
  await registerService(app, { prefix: '/mam', service: 'mam' }, (svc) => paths.registerMam(svc));
  registerMedia(app, { mediaDir: options.mediaDir });
  if (options.faults) registerFaultControl(app, { faults, tokens, members });
  if (options.faults || options.dev) registerDev(app, { members });

  // Live push (docs/decisions/0019): the socket shares the HTTP server; the schedule moves planned lives.
  const push = createLivePush({
    tokens,
    tokenEnable: options.tokenEnable,
    socketToken,
    statusOf: ctx.lives.statusOf,
    // In the real dialects a live has an id of its own (lib/dialect/live-ids.mjs); pushes name it so.
    liveIds: options.dialect === 'designed' ? undefined : { own: liveIdOf, article: articleIdOf },
  });
  platform.push = push;
  livePush = push;
  app.server.on('upgrade', (req, socket, head) => {
    if (!push.handleUpgrade(req, socket, head)) socket.destroy();
  });
  // Tests of reconnection: every push socket lost at once, as when the platform restarts.
  if (options.faults) app.post('/__faults/drop-live-sockets', async () => ({ ok: true, dropped: push.dropAll() }));
  if (options.editorToken) registerLiveEditor(app, { lives: ctx.lives, push, editorToken: options.editorToken });
  if (options.editorToken) registerArticleEditor(app, { articles: ctx.articles, editorToken: options.editorToken });
  if (options.editorToken) registerLegalEditor(app, { legal, editorToken: options.editorToken, purgeSite });
  const schedule =
    options.liveTickMs > 0
      ? setInterval(() => {
          for (const id of ctx.lives.tick(Math.floor(Date.now() / 1000))) push.status(id);
        }, options.liveTickMs)
      : null;
  schedule?.unref();
  // Before the server closes, not after: an open push socket is a connection close() would wait for.
  app.addHook('preClose', async () => {
    if (schedule) clearInterval(schedule);
    push.close();
  });
  if (options.moderationKey) {
    registerModeration(app, { discussions, key: options.moderationKey, purgeSite, questions });
    registerLeaderModeration(app, { db, key: options.moderationKey, purgeSite });
    registerReportModeration(app, { reports, key: options.moderationKey, purgeSite });
    registerEntryModeration(app, { db, key: options.moderationKey });
  }
  app.get('/health', async () => ({ ok: true, articles: ctx.articles.total() }));

  // fastify's decorate() does not widen the instance's type; the decoration above is what this adds.
  return /** @type {PlatformApp} */ (app);
}
