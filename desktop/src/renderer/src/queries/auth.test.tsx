import { AUTH_ROUTES } from "@kindred/contract";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppQueryClient } from "./appQueryClient";
import { askOnMountAfterFirstNavigation, useCurrentUser } from "./auth";

/** Moves the fake clock on, letting React settle what it started. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A screen that shows who is signed in, as the header and most scenes do. */
const Screen = () => <p>{useCurrentUser().user?.firstName ?? "visitor"}</p>;

/** Mounts `children` under the app's query client and lets React settle. */
const mount = async (queryClient: QueryClient, children: ReactNode) => {
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
  await tick(0);
};

describe("who is signed in, asked on a page load", () => {
  const fetchMock = vi.fn();
  const currentUserAsks = () =>
    fetchMock.mock.calls.filter(([url]) => String(url) === AUTH_ROUTES.currentUser.path).length;

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401 }),
    );
    vi.stubGlobal("fetch", fetchMock);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The app's start: the query client asks at once, the screens come when their code has loaded. */
  const startApp = () => {
    const queryClient = createAppQueryClient();
    const router = createMemoryRouter(
      [
        { path: "/", element: <Screen key="home" /> },
        { path: "/explore", element: <Screen key="explore" /> },
      ],
      { initialEntries: ["/"] },
    );
    const stop = askOnMountAfterFirstNavigation(router, queryClient);
    return { queryClient, router, stop };
  };

  it("the first page's screens take the start's answer however late their code loads", async () => {
    const { queryClient, router } = startApp();
    await tick(0);
    expect(currentUserAsks()).toBe(1);
    // The interface's code took 10 s to arrive on a slow machine: the answer is 10 s old.
    await tick(10_000);
    await mount(queryClient, <RouterProvider router={router} />);
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(1);
  });

  it("after the first navigation a screen that mounts asks again once the answer is 2 s old", async () => {
    const { queryClient, router } = startApp();
    await mount(queryClient, <RouterProvider router={router} />);
    await tick(3_000);
    expect(currentUserAsks()).toBe(1);
    await act(() => router.navigate("/explore"));
    await tick(0);
    expect(currentUserAsks()).toBe(2);

    // A screen mounting within 2 s of that answer takes it.
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(2);
  });

  it("stops watching the router once unsubscribed", async () => {
    const { queryClient, router, stop } = startApp();
    await mount(queryClient, <RouterProvider router={router} />);
    stop();
    await tick(3_000);
    await act(() => router.navigate("/explore"));
    await tick(0);
    await mount(queryClient, <Screen />);
    expect(currentUserAsks()).toBe(1);
  });
});
