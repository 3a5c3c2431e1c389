import type { CurrentUser } from "@kindred/contract";
import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, createElement, lazy } from "react";

/** Loads what a scene shows first for this member, into the query cache. */
export type SceneData = (queryClient: QueryClient, user: CurrentUser | null) => Promise<unknown>;

/**
 * A scene loaded the first time it renders, like React.lazy, that can also start loading
 * earlier: `preload` runs the same import. Once loaded it renders at once, without suspending:
 * React.lazy suspends on its first render even when the module is already there, which would
 * show the loading fallback for a moment in place of the page the app waited for. `data` loads
 * what the scene shows first (see prefetchSceneData in routes.tsx).
 */
export const lazyScene = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>, data?: SceneData) => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  const Scene = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Scene, { preload, data });
};

/** The `preload` of a component made by lazyScene, if it is one. */
export const preloadOf = (component: unknown): (() => Promise<unknown>) | undefined =>
  typeof component === "function" && "preload" in component && typeof component.preload === "function"
    ? (component.preload as () => Promise<unknown>)
    : undefined;

/** The `data` of a component made by lazyScene, if it has one. */
export const dataOf = (component: unknown): SceneData | undefined =>
  typeof component === "function" && "data" in component && typeof component.data === "function"
    ? (component.data as SceneData)
    : undefined;
