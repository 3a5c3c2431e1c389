import { SERVER_MESSAGES } from "@kindred/contract";
import type { SearchBackend } from "@kindred/search";
import Koa, { type Middleware } from "koa";
import compose from "koa-compose";
import compress from "koa-compress";
import type { Sequelize } from "sequelize-typescript";
import type { Config } from "./config";
import type { AppState, ReadinessCheck, Services } from "./context";
import { NotFoundError } from "./errors";
import { cookieKeys } from "./lib/cookieKeys";
import { createLogger, type Logger, setProcessLogger } from "./logger";
import { loadUser } from "./middleware/authentication";
import { parseBody } from "./middleware/bodyParser";
import { clientAddress } from "./middleware/clientAddress";
import { countInFlight } from "./middleware/countInFlight";
import { errorHandler, logAppError } from "./middleware/errorHandler";
import { forgetKeptAnswers } from "./middleware/forgetKeptAnswers";
import { idempotency } from "./middleware/idempotency";
import { checkOrigin } from "./middleware/originCheck";
import { readerLocale } from "./middleware/readerLocale";
import { requestLog } from "./middleware/requestLog";
import { requestMetrics } from "./middleware/requestMetrics";
import { securityHeaders } from "./middleware/securityHeaders";
import { sessions } from "./middleware/session";
import { closeUnreadRequests } from "./middleware/unreadBody";
import { webApp } from "./middleware/webApp";
import { apiRoutes } from "./routes";
import { unsubscribeRoutes } from "./routes/email";
import { feedbackBody } from "./routes/feedback";
import { imageUploads, objectRoutes } from "./routes/objects";
import { createOAuthProviders, type OAuthProviders } from "./services/auth/oauthProviders";
import type { SessionCache } from "./services/auth/sessionCache";
import { createKeptAnswers, type KeptAnswers } from "./services/listings/keptAnswers";
import { createMetrics } from "./services/metrics/metrics";
import { createRateLimiter } from "./services/rateLimiter";
import { createSearchBackend } from "./services/search/backend";
import { createStorage, type ObjectStorage } from "./services/storage";
import type { WorkerInfo } from "./workers/sizing";

export interface AppOptions {
  sequelize: Sequelize;
  config: Config;
  /** Defaults to the providers configured in `config`; tests inject fakes of the token exchange. */
  oauth?: OAuthProviders;
  /** Extra dependencies `/api/ready` checks besides the database (the search backend, say). */
  readinessChecks?: ReadinessCheck[];
  /** What makes the process unhealthy (the server's database supervisor); none by default. */
  livenessProblem?: () => string | null;
  /** Defaults to the backend `config.storage` names; tests pass a temporary folder. */
  storage?: ObjectStorage;
  /** Defaults to the backend `config.search` names; the server shares its own with the outbox worker. */
  search?: SearchBackend;
  /** Defaults to stdout at `config.logLevel`; tests read the lines from memory. */
  logger?: Logger;
  /** Signed-in sessions kept in memory; the server feeds it from its LISTEN connection. */
  sessionCache?: SessionCache;
  /**
   * Public answers kept while their listings are unchanged; the server feeds them from its LISTEN
   * connection. Without one (or until it listens) every answer is built.
   */
  keptAnswers?: KeptAnswers;
  /** How many API workers run and which one this is (`/api/ready`); one by default. */
  workers?: () => WorkerInfo;
}

/** Nothing under /api matched: answer JSON, never the web app. */
const apiNotFound: Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 404 && ctx.body == null) throw NotFoundError(SERVER_MESSAGES.routeNotFound);
};

/** Server-Sent Events must stream, so they are never compressed. */
const compressible = (type: string) => !type.startsWith("text/event-stream");

/**
 * The Koa app: errors → security headers → compression → /api (session, user, origin check,
 * body, routes) → /objects (stored photos) → the web app. No listening here, so tests drive it
 * with supertest.
 */
export const createApp = ({
  sequelize,
  config,
  oauth,
  readinessChecks = [],
  livenessProblem = () => null,
  storage,
  search,
  logger = createLogger({ level: config.logLevel }),
  sessionCache,
  keptAnswers,
  workers,
}: AppOptions): Koa<AppState> => {
  // `proxy` lets X-Forwarded-Proto and -Host count; the client IP is read by `clientAddress`.
  const app = new Koa<AppState>({ proxy: config.trustProxy > 0 });
  // Signs and verifies cookies as Koa would with the keys themselves, keeping what verified.
  app.keys = cookieKeys(config.sessionKeys);
  const kept = keptAnswers ?? createKeptAnswers({ maxBytes: config.keptAnswersBytes });
  const services: Services = {
    config,
    sequelize,
    oauth: oauth ?? createOAuthProviders(config),
    rateLimiter: createRateLimiter(config.rateLimits),
    metrics: createMetrics(sequelize, { worker: workers?.().worker, keptAnswers: kept }),
    search: search ?? createSearchBackend(config.search),
    readinessChecks,
    livenessProblem,
    workers: workers ?? (() => ({ workers: 1, worker: 1 })),
    storage: storage ?? createStorage(config.storage),
    logger,
    keptAnswers: kept,
  };
  app.context.services = services;
  setProcessLogger(logger);
  app.on("error", logAppError(logger));

  const member = compose([...sessions(app as unknown as Koa, config, sessionCache), loadUser()] as Middleware[]);
  const api = compose([
    // Background work in this process (mail) steps aside while requests are answered.
    countInFlight(),
    requestMetrics(),
    apiNotFound,
    member,
    // One-click unsubscribe (RFC 8058) comes before the origin check: a mail provider posts it
    // from its own origin, and the signed token in its query is the only authority it needs. Its
    // bodies may be multipart; the route reads only its query.
    unsubscribeRoutes.routes(),
    checkOrigin(config.publicUrl),
    // Image bodies (PUT {uploadURL}) and screenshot-sized feedback come before the 1 MB JSON parser.
    imageUploads.routes(),
    feedbackBody(),
    parseBody(),
    // After the parsers: an Idempotency-Key is bound to its request's body.
    idempotency(),
    forgetKeptAnswers(),
    ...apiRoutes(),
  ] as Middleware[]);
  const objects = compose(objectRoutes(member));

  app.use(clientAddress(config.trustProxy));
  app.use(requestLog(logger));
  app.use(readerLocale({ pseudo: config.pseudoLocale }));
  app.use(closeUnreadRequests());
  app.use(errorHandler(logger));
  app.use(securityHeaders({ https: config.secureCookies }));
  app.use(compress({ filter: compressible, threshold: 1024 }));
  app.use(async (ctx, next) => {
    ctx.state.input = {};
    if (ctx.path === "/api" || ctx.path.startsWith("/api/")) return api(ctx, next);
    if (ctx.path.startsWith("/objects/")) return objects(ctx, next);
    return next();
  });
  app.use(webApp(config.webDir));
  return app;
};
