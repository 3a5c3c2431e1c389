import type { Middleware } from "koa";

/**
 * CSP for the SPA: scripts only from this origin; inline styles allowed because antd writes
 * its CSS at runtime; images also from https (social profile pictures) and data/blob (crop
 * previews, screenshots).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders =
  ({ https }: { https: boolean }): Middleware =>
  async (ctx, next) => {
    ctx.set({
      "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      ...(https ? { "Strict-Transport-Security": "max-age=15552000; includeSubDomains" } : {}),
    });
    await next();
  };
