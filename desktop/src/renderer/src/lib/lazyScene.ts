import { type ComponentType, createElement, lazy } from "react";

/**
 * A scene loaded the first time it renders, like React.lazy, that can also start loading
 * earlier: `preload` runs the same import. Once loaded it renders at once, without suspending:
 * React.lazy suspends on its first render even when the module is already there, which would
 * show the loading fallback for a moment in place of the page the app waited for.
 */
export const lazyScene = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) => {
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
  return Object.assign(Scene, { preload });
};

/** The `preload` of a component made by lazyScene, if it is one. */
export const preloadOf = (component: unknown): (() => Promise<unknown>) | undefined =>
  typeof component === "function" && "preload" in component && typeof component.preload === "function"
    ? (component.preload as () => Promise<unknown>)
    : undefined;
