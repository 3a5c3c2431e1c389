import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Document = Record<string, unknown> & { id: string };

interface Task {
  taskUid: number;
  indexUid: string | null;
  type: string;
  status: "succeeded" | "failed";
  error: { message: string } | null;
}

/**
 * A stand-in for the Meilisearch HTTP protocol, for the calls the backend makes (indexes,
 * settings, documents, swap-indexes, tasks, multi-search, health), used where no real server
 * runs. Tasks finish as they are enqueued. Search is a plain substring match: ranking is the
 * real server's business and is tested against it when MEILI_URL is set.
 */
export interface MeilisearchDouble {
  url: string;
  indexes: Map<string, Map<string, Document>>;
  settings: Map<string, unknown>;
  /** Every call as "METHOD /path", in order. */
  calls: string[];
  close: () => Promise<void>;
}

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  let text = "";
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : undefined;
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
};

export const startMeilisearchDouble = async (): Promise<MeilisearchDouble> => {
  const indexes = new Map<string, Map<string, Document>>();
  const settings = new Map<string, unknown>();
  const tasks: Task[] = [];
  const calls: string[] = [];

  const enqueue = (indexUid: string | null, type: string, apply: () => string | null) => {
    const failure = apply();
    const task: Task = {
      taskUid: tasks.length,
      indexUid,
      type,
      status: failure ? "failed" : "succeeded",
      error: failure ? { message: failure } : null,
    };
    tasks.push(task);
    return { taskUid: task.taskUid, indexUid, status: "enqueued", type, enqueuedAt: new Date().toISOString() };
  };

  const routes: Array<[string, RegExp, (match: string[], body: unknown) => [number, unknown]]> = [
    ["GET", /^\/health$/, () => [200, { status: "available" }]],
    [
      "GET",
      /^\/tasks\/(\d+)$/,
      ([, uid]) => {
        const task = tasks[Number(uid)];
        return task ? [200, { ...task, uid: task.taskUid }] : [404, { message: "task not found" }];
      },
    ],
    [
      "POST",
      /^\/indexes$/,
      (_, body) => {
        const { uid } = body as { uid: string };
        return [
          202,
          enqueue(uid, "indexCreation", () => {
            if (indexes.has(uid)) return `Index \`${uid}\` already exists.`;
            indexes.set(uid, new Map());
            return null;
          }),
        ];
      },
    ],
    [
      "DELETE",
      /^\/indexes\/([^/]+)$/,
      ([, uid]) => [
        202,
        enqueue(uid, "indexDeletion", () => (indexes.delete(uid) ? null : `Index \`${uid}\` not found.`)),
      ],
    ],
    [
      "PATCH",
      /^\/indexes\/([^/]+)\/settings$/,
      ([, uid], body) => [
        202,
        enqueue(uid, "settingsUpdate", () => {
          settings.set(uid, body);
          return null;
        }),
      ],
    ],
    [
      "POST",
      /^\/indexes\/([^/]+)\/documents$/,
      ([, uid], body) => [
        202,
        enqueue(uid, "documentAdditionOrUpdate", () => {
          const index = indexes.get(uid) ?? new Map<string, Document>();
          indexes.set(uid, index);
          for (const document of body as Document[]) index.set(String(document.id), document);
          return null;
        }),
      ],
    ],
    [
      "DELETE",
      /^\/indexes\/([^/]+)\/documents$/,
      ([, uid]) => [
        202,
        enqueue(uid, "documentDeletion", () => {
          indexes.get(uid)?.clear();
          return null;
        }),
      ],
    ],
    [
      "DELETE",
      /^\/indexes\/([^/]+)\/documents\/([^/]+)$/,
      ([, uid, id]) => [
        202,
        enqueue(uid, "documentDeletion", () => {
          indexes.get(uid)?.delete(id);
          return null;
        }),
      ],
    ],
    [
      "POST",
      /^\/swap-indexes$/,
      (_, body) => [
        202,
        enqueue(null, "indexSwap", () => {
          for (const {
            indexes: [a, b],
          } of body as Array<{ indexes: [string, string] }>) {
            const [first, second] = [indexes.get(a), indexes.get(b)];
            if (!first || !second) return `Indexes \`${a}\` and \`${b}\` must both exist.`;
            indexes.set(a, second);
            indexes.set(b, first);
          }
          return null;
        }),
      ],
    ],
    [
      "POST",
      /^\/multi-search$/,
      (_, body) => {
        const { queries } = body as { queries: Array<{ indexUid: string; q: string; limit?: number }> };
        const results = queries.map(({ indexUid, q, limit = 20 }) => ({
          indexUid,
          hits: [...(indexes.get(indexUid)?.values() ?? [])]
            .filter((document) => JSON.stringify(document).toLowerCase().includes(q.toLowerCase()))
            .slice(0, limit)
            .map((document) => ({ id: document.id, _rankingScore: 1 })),
        }));
        return [200, { results }];
      },
    ],
  ];

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://double").pathname;
    calls.push(`${request.method} ${path}`);
    try {
      const body = await readJson(request);
      for (const [method, pattern, answer] of routes) {
        const match = method === request.method ? pattern.exec(path) : null;
        if (match) return send(response, ...answer(match.map(decodeURIComponent), body));
      }
      send(response, 404, { message: `no route for ${request.method} ${path}`, code: "not_found" });
    } catch (error) {
      send(response, 500, { message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    indexes,
    settings,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
