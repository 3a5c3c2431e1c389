/** Ports of the harness run; `E2E_PORT` + 1 by default, so it never meets the browser tests' server. */
export const HARNESS_API_PORT = Number(process.env.HARNESS_API_PORT ?? Number(process.env.E2E_PORT ?? 5055) + 1);
export const HARNESS_API_URL = `http://127.0.0.1:${HARNESS_API_PORT}`;
/** The harness's API server makes this account an admin (ADMIN_EMAILS); one journey signs it up. */
export const HARNESS_ADMIN_EMAIL = "admin@kindred-harness.test";
