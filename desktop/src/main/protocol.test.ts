import { describe, expect, it, vi } from "vitest";
import {
  APP_SCHEME_PRIVILEGES,
  CONTENT_SECURITY_POLICY,
  createAppProtocolHandler,
  fromUpstreamResponse,
  isForwardedPath,
  resolveRendererFile,
  toUpstreamRequest,
} from "./protocol";

const SERVER = "http://localhost:5000";

describe("isForwardedPath", () => {
  it("forwards the API and stored photos, nothing else", () => {
    expect(isForwardedPath("/api")).toBe(true);
    expect(isForwardedPath("/api/auth/user")).toBe(true);
    expect(isForwardedPath("/objects/abc")).toBe(true);
    expect(isForwardedPath("/")).toBe(false);
    expect(isForwardedPath("/messages")).toBe(false);
    expect(isForwardedPath("/apiary")).toBe(false);
    expect(isForwardedPath("/assets/index.js")).toBe(false);
  });
});

describe("toUpstreamRequest", () => {
  it("maps path and query onto the server URL, keeping a path prefix", async () => {
    const plain = await toUpstreamRequest(new Request("app://kindred/api/search?q=wrkshop"), SERVER);
    expect(plain.url).toBe("http://localhost:5000/api/search?q=wrkshop");

    const prefixed = await toUpstreamRequest(new Request("app://kindred/objects/1?w=320"), "https://x.org/kindred/");
    expect(prefixed.url).toBe("https://x.org/kindred/objects/1?w=320");
  });

  it("keeps method, body and content headers; uses the session cookie jar and manual redirects", async () => {
    const request = new Request("app://kindred/api/space-requests", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-custom": "1" },
      body: JSON.stringify({ title: "Pottery" }),
    });
    const { init } = await toUpstreamRequest(request, SERVER);
    const headers = new Headers(init.headers);

    expect(init.method).toBe("POST");
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"title":"Pottery"}');
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
    expect(headers.get("x-custom")).toBe("1");
    expect(init.credentials).toBe("include");
    expect(init.redirect).toBe("manual");
  });

  it("sends no body on GET and does not copy page cookies or host", async () => {
    const request = new Request("app://kindred/api/auth/user", { headers: { cookie: "forged=1", host: "evil" } });
    const { init } = await toUpstreamRequest(request, SERVER);
    const headers = new Headers(init.headers);
    expect(init.body).toBeUndefined();
    expect(headers.has("cookie")).toBe(false);
    expect(headers.has("host")).toBe(false);
  });

  it("presents the app as the server's own origin so the cross-site check passes", async () => {
    const request = new Request("app://kindred/api/messages", {
      method: "POST",
      headers: { origin: "app://kindred" },
      body: "{}",
    });
    const { init } = await toUpstreamRequest(request, "https://kindred.example.org");
    expect(new Headers(init.headers).get("origin")).toBe("https://kindred.example.org");
  });
});

describe("fromUpstreamResponse", () => {
  it("passes status, headers and body through", async () => {
    const upstream = new Response('{"ok":true}', {
      status: 201,
      statusText: "Created",
      headers: { "content-type": "application/json", "x-next-cursor": "abc" },
    });
    const response = fromUpstreamResponse(upstream, SERVER);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe("Created");
    expect(response.headers.get("x-next-cursor")).toBe("abc");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("drops the encoding and length of a body fetch already decompressed", () => {
    const upstream = new Response("{}", {
      headers: { "content-type": "application/json", "content-encoding": "gzip", "content-length": "20" },
    });
    const response = fromUpstreamResponse(upstream, SERVER);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/json");
  });

  it("keeps redirects to the server inside the app and leaves others alone", () => {
    const inside = fromUpstreamResponse(
      new Response(null, { status: 302, headers: { location: "http://localhost:5000/profile-setup?x=1" } }),
      SERVER,
    );
    expect(inside.headers.get("location")).toBe("/profile-setup?x=1");

    const outside = fromUpstreamResponse(
      new Response(null, { status: 302, headers: { location: "https://accounts.google.com/o/oauth2" } }),
      SERVER,
    );
    expect(outside.headers.get("location")).toBe("https://accounts.google.com/o/oauth2");
  });
});

describe("resolveRendererFile", () => {
  it("resolves inside the build and refuses to leave it", () => {
    expect(resolveRendererFile("/app/out/renderer", "/assets/index.js")).toBe("/app/out/renderer/assets/index.js");
    expect(resolveRendererFile("/app/out/renderer", "/")).toBe("/app/out/renderer/index.html");
    expect(resolveRendererFile("/app/out/renderer", "/../main/index.js")).toBeNull();
    expect(resolveRendererFile("/app/out/renderer", "/%2e%2e/%2e%2e/etc/passwd")).toBeNull();
    expect(resolveRendererFile("/app/out/renderer", "/%E0%A4%A")).toBeNull();
  });
});

describe("createAppProtocolHandler", () => {
  function setup(files: string[] = ["/r/index.html", "/r/assets/app.js"]) {
    const fetchUpstream = vi.fn(async () => new Response("[]", { headers: { "content-type": "application/json" } }));
    const fetchFile = vi.fn(async (url: string) => new Response(`file:${url}`));
    const handler = createAppProtocolHandler({
      rendererDir: "/r",
      getServerUrl: () => SERVER,
      fetchUpstream,
      fetchFile,
      isFile: async (path) => files.includes(path),
    });
    return { handler, fetchUpstream, fetchFile };
  }

  it("forwards API calls to the configured server", async () => {
    const { handler, fetchUpstream } = setup();
    const response = await handler(new Request("app://kindred/api/matches?limit=5"));
    expect(fetchUpstream).toHaveBeenCalledWith("http://localhost:5000/api/matches?limit=5", expect.anything());
    expect(await response.text()).toBe("[]");
  });

  it("answers 502 with a JSON message when the server is unreachable", async () => {
    const { handler, fetchUpstream } = setup();
    fetchUpstream.mockRejectedValueOnce(new TypeError("net::ERR_CONNECTION_REFUSED"));
    const response = await handler(new Request("app://kindred/api/auth/user"));
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toContain(SERVER);
  });

  it("serves bundle files with the CSP and a content type", async () => {
    const { handler, fetchFile } = setup();
    const response = await handler(new Request("app://kindred/assets/app.js"));
    expect(fetchFile).toHaveBeenCalledWith("file:///r/assets/app.js");
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get("content-type")).toContain("text/javascript");
  });

  it("serves the app shell for client routes and 404 for missing assets", async () => {
    const { handler, fetchFile } = setup();
    await handler(new Request("app://kindred/messages?match=1"));
    expect(fetchFile).toHaveBeenLastCalledWith("file:///r/index.html");
    expect((await handler(new Request("app://kindred/assets/missing.js"))).status).toBe(404);
    expect((await handler(new Request("app://other/index.html"))).status).toBe(404);
  });

  it("registers app:// as a standard, secure scheme with fetch support", () => {
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true, supportFetchAPI: true });
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
  });
});
