// Smoke test of the BUILT main process (Electron itself cannot run on CI machines):
//   cd desktop && electron-vite build && node src/main/smoke/run.mjs
// Starts out/main/index.js against a fake `electron` and a tiny API server, then checks
// the app:// protocol, the forwarding, the window's security flags and the IPC handlers.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { register } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const mainBundle = new URL("../../../out/main/index.js", import.meta.url);
assert.ok(existsSync(mainBundle), "run `electron-vite build` first");

const api = http.createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    if (request.url === "/api/logout") {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/` }).end();
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ method: request.method, url: request.url, origin: request.headers.origin, body }));
  });
});
await new Promise((resolve) => api.listen(0, "127.0.0.1", resolve));
const port = api.address().port;
const userData = await mkdtemp(join(tmpdir(), "kindred-smoke-"));
process.env.KINDRED_SMOKE_USER_DATA = userData;
process.argv.push(`--server=http://127.0.0.1:${port}`);

try {
  register("./loader.mjs", import.meta.url);
  await import(mainBundle.href);
  await new Promise((resolve) => setTimeout(resolve, 100));
  const electron = globalThis.__kindredFakeElectron;
  const handle = electron.protocolHandler;

  assert.equal(electron.schemes[0].scheme, "app");
  const [window] = electron.windows;
  assert.equal(window.url, "app://kindred/");
  assert.match(window.options.webPreferences.preload, /out\/preload\/index\.cjs$/);
  assert.ok(existsSync(window.options.webPreferences.preload), "preload bundle exists");
  assert.deepEqual(
    [window.options.webPreferences.contextIsolation, window.options.webPreferences.sandbox],
    [true, true],
  );

  const shell = await handle(new Request("app://kindred/messages?match=1"));
  assert.equal(shell.status, 200);
  assert.match(shell.headers.get("content-security-policy"), /script-src 'self'/);
  const html = await shell.text();
  const script = html.match(/src="([^"]+\.js)"/)?.[1];
  assert.ok(script?.startsWith("/assets/"), `renderer assets are served from the root (${script})`);
  assert.equal((await handle(new Request(`app://kindred${script}`))).status, 200);

  const forwarded = await handle(
    new Request("app://kindred/api/space-requests?x=1", {
      method: "POST",
      headers: { origin: "app://kindred", "content-type": "application/json" },
      body: '{"title":"Pottery"}',
    }),
  );
  assert.deepEqual(await forwarded.json(), {
    method: "POST",
    url: "/api/space-requests?x=1",
    origin: `http://127.0.0.1:${port}`,
    body: '{"title":"Pottery"}',
  });
  assert.equal((await handle(new Request("app://kindred/api/logout"))).headers.get("location"), "/");

  const event = { senderFrame: { url: "app://kindred/" } };
  const ipc = electron.ipcHandlers;
  assert.equal(await ipc["desktop:capture-screenshot"](event), "data:image/png;base64,AAAA");
  await ipc["desktop:set-badge-count"](event, 4);
  assert.equal(window.title, "(4) Kindred Spaces");
  await ipc["desktop:notify"](event, { title: "New match", body: "A space fits" });
  assert.equal(electron.notifications[0].title, "New match");
  await assert.rejects(ipc["desktop:set-badge-count"](event, "4"), /invalid arguments/);
  await assert.rejects(ipc["desktop:pick-images"]({ senderFrame: { url: "https://evil.example/" } }), /untrusted/);
  assert.deepEqual(await ipc["desktop:pick-images"](event), []);
  console.log("desktop main smoke test: ok");
} finally {
  api.close();
  await rm(userData, { recursive: true, force: true });
}
