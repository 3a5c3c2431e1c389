import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { dataOf, lazyScene, preloadOf } from "./lazyScene";

const sceneModule = () => ({ default: ({ name }: { name: string }) => <p>Scene shown to {name}</p> });

describe("lazyScene", () => {
  it("starts loading on preload, and the render then uses that same load without suspending", async () => {
    const load = vi.fn(async () => sceneModule());
    const Scene = lazyScene(load);
    expect(load).not.toHaveBeenCalled();

    await preloadOf(Scene)?.();
    expect(load).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Scene name="Maya" />
      </Suspense>,
    );
    expect(screen.getByText("Scene shown to Maya")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("suspends until the scene is loaded when it renders first", async () => {
    const load = vi.fn(async () => sceneModule());
    const Scene = lazyScene(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Scene name="Kenji" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Scene shown to Kenji")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValue(sceneModule());
    const Scene = lazyScene(load);
    await expect(preloadOf(Scene)?.()).rejects.toThrow("chunk gone");
    await preloadOf(Scene)?.();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps what the scene shows first, to be fetched before its first render", async () => {
    const queryClient = new QueryClient();
    const Scene = lazyScene(
      async () => sceneModule(),
      (client) => client.prefetchQuery({ queryKey: ["greeting"], queryFn: async () => "hello" }),
    );
    await dataOf(Scene)?.(queryClient, null);
    expect(queryClient.getQueryData(["greeting"])).toBe("hello");
    expect(dataOf(lazyScene(async () => sceneModule()))).toBeUndefined();
    expect(dataOf(() => null)).toBeUndefined();
  });

  it("finds no preload on other components", () => {
    expect(preloadOf(() => null)).toBeUndefined();
    expect(preloadOf("div")).toBeUndefined();
    expect(preloadOf(null)).toBeUndefined();
  });
});
