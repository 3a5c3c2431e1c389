import { afterEach, describe, expect, it, vi } from "vitest";
import { addAntdStylesheet, forgetAntdStylesheet } from "./antdStylesheet";

describe("addAntdStylesheet", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = "";
    forgetAntdStylesheet();
  });

  it("resolves at once where the build made no stylesheet (the desktop app)", async () => {
    await expect(addAntdStylesheet()).resolves.toBeUndefined();
    expect(document.head.querySelector("link[rel=stylesheet]")).toBeNull();
  });

  it("adds the preloaded stylesheet before the app's own and resolves once it applies", async () => {
    document.head.innerHTML =
      '<style>.app{}</style><link rel="preload" as="style" href="/assets/antd-1.css" data-antd-styles>';
    let done = false;
    const added = addAntdStylesheet().then(() => {
      done = true;
    });
    const link = document.head.firstElementChild as HTMLLinkElement;
    expect(link.rel).toBe("stylesheet");
    expect(link.getAttribute("href")).toBe(new URL("/assets/antd-1.css", document.baseURI).href);
    await Promise.resolve();
    expect(done).toBe(false);
    link.dispatchEvent(new Event("load"));
    await added;
    expect(done).toBe(true);
    // The start's call shares the entry's: one stylesheet.
    await addAntdStylesheet();
    expect(document.head.querySelectorAll("link[rel=stylesheet]")).toHaveLength(1);
  });

  it("does not hold the first render when the stylesheet fails or never comes", async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/antd-1.css" data-antd-styles>';
    const failed = addAntdStylesheet();
    (document.head.firstElementChild as HTMLLinkElement).dispatchEvent(new Event("error"));
    await expect(failed).resolves.toBeUndefined();

    forgetAntdStylesheet();
    vi.useFakeTimers();
    const stalled = addAntdStylesheet();
    vi.advanceTimersByTime(5000);
    await expect(stalled).resolves.toBeUndefined();
  });
});
