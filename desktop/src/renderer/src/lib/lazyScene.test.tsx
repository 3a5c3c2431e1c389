import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyScene, preloadOf } from "./lazyScene";

const sceneModule = () => ({ default: () => <p>Scene shown</p> });

describe("lazyScene", () => {
  it("starts loading on preload, and the render then uses that same load", async () => {
    const load = vi.fn(async () => sceneModule());
    const Scene = lazyScene(load);
    expect(load).not.toHaveBeenCalled();

    await preloadOf(Scene)?.();
    expect(load).toHaveBeenCalledTimes(1);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Scene />
      </Suspense>,
    );
    expect(await screen.findByText("Scene shown")).toBeTruthy();
  });

  it("finds no preload on other components", () => {
    expect(preloadOf(() => null)).toBeUndefined();
    expect(preloadOf("div")).toBeUndefined();
    expect(preloadOf(null)).toBeUndefined();
  });
});
