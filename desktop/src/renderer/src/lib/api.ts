import { DESKTOP_TEXTS, type ErrorBody, errorBody, REQUEST_ID_HEADER } from "@kindred/contract";
import type { QueryFunction } from "@tanstack/react-query";
import { useConnectionStore } from "../stores/connectionStore";
import { acceptLanguage } from "../stores/localeStore";

/**
 * A failed call. `message` is `${status}: ${bodyText || statusText}` (docs/product.md section 8);
 * `body` is the parsed `{message, issues}` when the server sent one, for forms.
 */
export class ApiError extends Error {
  override name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | null,
  ) {
    super(message);
  }
}

export const parseErrorBody = (text: string): ErrorBody | null => {
  if (!text) return null;
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A write refused while the server is out of reach: it says so in the banner's words. */
export class OfflineError extends ApiError {
  override name = "OfflineError";
  constructor(server: string) {
    const message = DESKTOP_TEXTS.offline.banner(server);
    super(0, message, { message });
  }
}

/** A 502–504 that the API did not answer itself (no request id): a gateway or the desktop forwarder saying it cannot reach it. */
export const isUnreachableAnswer = (response: Response): boolean =>
  response.status >= 502 && response.status <= 504 && !response.headers.has(REQUEST_ID_HEADER);

/**
 * fetch that tells the connection store whether the server answered: a lost connection (not
 * one the caller aborted) or a gateway's 502–504 mark it unreachable, any answer of its own reachable.
 */
export const apiFetch = async (url: string, init: RequestInit): Promise<Response> => {
  const connection = useConnectionStore.getState();
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (!init.signal?.aborted) connection.markUnreachable();
    throw error;
  }
  if (isUnreachableAnswer(response)) connection.markUnreachable();
  else connection.markReachable();
  return response;
};

/** The server's field messages of a refused form, by field path (none for any other error). */
export const fieldIssues = (error: unknown): Record<string, string> =>
  Object.fromEntries(
    (error instanceof ApiError ? (error.body?.issues ?? []) : []).map((issue) => [issue.path, issue.message]),
  );

/** Throws an ApiError for any non-ok response. */
export const throwIfNotOk = async (response: Response): Promise<void> => {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, parseErrorBody(text));
};

/** 128 random bits in hex; `crypto.randomUUID` is missing outside secure contexts (plain http on a LAN). */
const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * One call of the contract: cookies always, JSON when there is a body. A POST carries an
 * Idempotency-Key for this submit, so when the connection fails it is sent once more with the
 * same key: if the first one did reach the server, the server answers it again instead of acting twice.
 */
export const apiRequest = async (
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> => {
  const init: RequestInit = {
    method,
    headers: {
      // The server words its answers in the language on screen.
      "Accept-Language": acceptLanguage(),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(method === "POST" ? { "Idempotency-Key": newIdempotencyKey() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    ...(signal ? { signal } : {}),
  };
  const { reachable, server } = useConnectionStore.getState();
  if (method !== "GET" && !reachable) throw new OfflineError(server);
  const response = await apiFetch(url, init).catch((error: unknown) => {
    if (method !== "POST" || signal?.aborted) throw error;
    return apiFetch(url, init);
  });
  await throwIfNotOk(response);
  return response;
};

/** `apiRequest` and the parsed JSON body (null for an empty body). */
export const apiJson = async <T>(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
  const response = await apiRequest(method, url, body, signal);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
};

/** The server's own words for a failed call, or `fallback`. */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;

type On401 = "returnNull" | "throw";

/** Default query function: the key's segments joined with "/" form the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: On401 }): QueryFunction<T | null> =>
  async ({ queryKey, signal }) => {
    const response = await apiFetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
