import { type CallInput, fillPath, PAGE, type RouteEntry, type RouteResponse } from "@kindred/contract";
import { apiJson, apiRequest } from "./api";

interface Parts {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A paged list's item type: the element of the array the route answers with. */
type Item<R extends RouteEntry> = RouteResponse<R> extends readonly (infer T)[] ? T : never;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** `X-Total-Count`, where the route says it (explore's first page). */
  totalCount?: number | null;
  /** `X-Total-Count-Capped: true`: more than `totalCount` were found (explore's count stops at its cap). */
  totalCountCapped?: boolean;
}

/** The URL of a call: the path's `:params` filled in, then the query (undefined and empty values left out, lists repeated). */
export const routeUrl = <R extends RouteEntry>(route: R, input: CallInput<R>): string => {
  const { params, query } = input as Parts;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // A list is a repeated parameter (`?cause=a&cause=b`), as the explore filters take them.
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== "") search.append(key, String(item));
    }
  }
  const text = search.toString();
  return `${fillPath(route.path, params)}${text ? `?${text}` : ""}`;
};

/** The query-key prefix of a route: its path up to the first parameter (`/api/matches/:id/…` → `/api/matches`). */
export const routeBase = (route: RouteEntry): string => route.path.split("/:")[0] ?? route.path;

/** Calls `route` and answers the response itself (for its headers); any non-ok answer throws an ApiError. */
export const send = <R extends RouteEntry>(route: R, input: CallInput<R>, options: CallOptions = {}) =>
  apiRequest(route.method.toUpperCase(), routeUrl(route, input), (input as Parts).body, options.signal);

/** Calls `route` and answers its JSON body, typed from the entry (null for an empty body, as after a 204). */
export const call = <R extends RouteEntry>(
  route: R,
  input: CallInput<R>,
  options: CallOptions = {},
): Promise<RouteResponse<R>> =>
  apiJson(route.method.toUpperCase(), routeUrl(route, input), (input as Parts).body, options.signal);

/** One page of a paged list; the next page's cursor comes in `X-Next-Cursor`. */
export const callPage = async <R extends RouteEntry>(route: R, input: CallInput<R>): Promise<Page<Item<R>>> => {
  const response = await send(route, input);
  return {
    items: ((await response.json()) as Item<R>[] | null) ?? [],
    nextCursor: response.headers.get(PAGE.nextCursorHeader),
    totalCount: response.headers.has(PAGE.totalCountHeader)
      ? Number(response.headers.get(PAGE.totalCountHeader))
      : null,
    totalCountCapped: response.headers.get(PAGE.totalCountCappedHeader) === "true",
  };
};

/** Every page of a paged list at the largest page size, following `X-Next-Cursor`; `maxPages` stops a runaway cursor loop. */
export const callAllPages = async <R extends RouteEntry>(
  route: R,
  input: CallInput<R>,
  maxPages: number,
): Promise<Item<R>[]> => {
  const items: Item<R>[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const query = { ...(input as Parts).query, limit: PAGE.maxLimit, ...(cursor ? { cursor } : {}) };
    const next: Page<Item<R>> = await callPage(route, { ...input, query } as CallInput<R>);
    items.push(...next.items);
    cursor = next.nextCursor;
    if (!cursor) break;
  }
  return items;
};
