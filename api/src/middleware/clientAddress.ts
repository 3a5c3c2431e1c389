import { isIP } from "node:net";
import type { Middleware } from "koa";

/**
 * The client's address behind `hops` proxies we control. Each proxy appends the address it got
 * the request from to X-Forwarded-For, so only the last `hops` entries were written by our
 * proxies; everything left of them came from the client and is ignored, whatever it says. The
 * entry `hops` from the right is the address our outermost proxy saw: the client. A shorter list
 * than promised (a proxy that replaces the header) gives its rightmost entry, still one a proxy
 * wrote. No proxies, or no header: the socket's peer.
 */
export const clientAddressOf = (forwardedFor: string, hops: number, socketAddress: string): string => {
  if (hops <= 0) return socketAddress;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chosen = entries[Math.max(0, entries.length - hops)];
  // Counters and scopes are keyed by it: only an IP address counts as one (never a 12 KB string).
  return chosen && isIP(chosen) !== 0 ? chosen : socketAddress;
};

/**
 * Sets `ctx.ip` once, first thing, so every per-IP limit (sign-in, registration, password
 * reset, visitor budgets, idempotency scopes) counts the real client. Koa's own reading would
 * take the leftmost entry, which the client chooses.
 */
export const clientAddress =
  (hops: number): Middleware =>
  async (ctx, next) => {
    ctx.request.ip = clientAddressOf(ctx.get("X-Forwarded-For"), hops, ctx.req.socket.remoteAddress ?? "");
    await next();
  };
