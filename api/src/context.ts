import type { SearchBackend } from "@kindred/search";
import type { Middleware, ParameterizedContext } from "koa";
import type { Transaction } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import type { Config } from "./config";
import type { User } from "./db/models";
import type { Logger } from "./logger";
import type { OAuthProviders } from "./services/auth/oauthProviders";
import type { IdempotentRequest } from "./services/idempotency/idempotencyKeys";
import type { KeptAnswers } from "./services/listings/keptAnswers";
import type { Metrics } from "./services/metrics/metrics";
import type { RateLimiter } from "./services/rateLimiter";
import type { ObjectStorage } from "./services/storage";
import type { WorkerInfo } from "./workers/sizing";

/** A request's parts as its route entry parsed them (see `routes/register.ts`), by where they came from. */
export interface Input {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

export interface AppState {
  /** The signed-in member, loaded from the session. */
  user?: User;
  /** Set by the `transaction()` step of a route chain. */
  transaction?: Transaction;
  /** A POST's claimed Idempotency-Key; `stored` once its answer is kept (in the route's transaction). */
  idempotency?: { request: IdempotentRequest; stored: boolean };
  input: Input;
  /** The member the session store read with the session row (null when that member is gone). */
  sessionMember?: User | null;
  /** Stamps the request id on every line (set first, by `requestLog`). */
  log: Logger;
}

/** Long-lived collaborators, created once per app and reachable from every request. */
export interface Services {
  config: Config;
  sequelize: Sequelize;
  oauth: OAuthProviders;
  /** Request budgets kept in PostgreSQL, shared with every other API process. */
  rateLimiter: RateLimiter;
  /** This app's Prometheus registry and the instruments requests and streams update. */
  metrics: Metrics;
  /** The search backend the configuration names; the outbox worker writes to the same one. */
  search: SearchBackend;
  readinessChecks: ReadinessCheck[];
  /** Why this process cannot recover without a restart (`/api/health` answers 503), or null. */
  livenessProblem: () => string | null;
  /** How many API workers run on this host and which one this is (`/api/ready`). */
  workers: () => WorkerInfo;
  /** Where uploaded photos and screenshots are kept (disk or S3). */
  storage: ObjectStorage;
  /** For lines outside a request; inside one, `ctx.state.log` adds the request id. */
  logger: Logger;
  /** Explore pages and searches kept while the listings they show are unchanged. */
  keptAnswers: KeptAnswers;
}

export interface ReadinessCheck {
  name: string;
  check: () => Promise<void>;
}

declare module "koa" {
  interface DefaultContext {
    services: Services;
  }
}

export type AppContext<I extends Input = Input> = ParameterizedContext<AppState & { input: I }>;
export type AppMiddleware = Middleware<AppState>;
