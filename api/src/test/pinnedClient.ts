import { Agent, type IncomingMessage, request } from "node:http";
import type { Socket } from "node:net";

export interface PinnedResponse {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * HTTP over one kept-alive connection: node's cluster hands each new connection to a worker, so
 * every request of this client reaches the same worker. A request that would go over another
 * connection (the server closed this one) throws instead of quietly reaching another worker.
 */
export const pinnedClient = (baseUrl: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let pinned: Socket | null = null;
  const open = (path: string, { method = "GET", headers = {} }: Omit<RequestOptions, "body"> = {}) => {
    const outgoing = request(new URL(path, baseUrl), { method, headers, agent });
    outgoing.on("socket", (socket) => {
      pinned ??= socket;
      if (socket !== pinned)
        outgoing.destroy(new Error("the pinned connection was closed; another worker would answer"));
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      outgoing.once("response", resolve);
      outgoing.once("error", reject);
    });
    // A caller holding the request open awaits the answer later; a failure meanwhile is theirs to see.
    response.catch(() => {});
    return { outgoing, response };
  };
  const send = async (path: string, options: RequestOptions = {}): Promise<PinnedResponse> => {
    const { outgoing, response } = open(path, options);
    outgoing.end(options.body);
    const answer = await response;
    let body = "";
    for await (const chunk of answer) body += chunk;
    return { status: answer.statusCode ?? 0, headers: answer.headers, body };
  };
  return {
    send,
    /** A request whose body the caller writes and ends itself (to hold it in flight). */
    open,
    /** The id of the worker behind this connection (`/api/ready`). */
    worker: async () => (JSON.parse((await send("/api/ready")).body) as { details: { worker: number } }).details.worker,
    close: () => agent.destroy(),
  };
};

export type PinnedClient = ReturnType<typeof pinnedClient>;

/** One pinned client per worker, opening connections until `count` different workers answered. */
export const clientPerWorker = async (baseUrl: string, count: number): Promise<Map<number, PinnedClient>> => {
  const byWorker = new Map<number, PinnedClient>();
  for (let attempt = 0; byWorker.size < count && attempt < count * 10; attempt++) {
    const client = pinnedClient(baseUrl);
    const worker = await client.worker();
    if (byWorker.has(worker)) client.close();
    else byWorker.set(worker, client);
  }
  if (byWorker.size < count) throw new Error(`only workers ${[...byWorker.keys()].join(", ")} answered`);
  return byWorker;
};
