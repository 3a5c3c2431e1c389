import { type ComponentType, lazy } from "react";

/**
 * A scene loaded the first time it renders, like React.lazy, that can also start loading
 * earlier: `preload` runs the same import, so the render then finds the module ready.
 */
export const lazyScene = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  Object.assign(lazy(load), { preload: load });

/** The `preload` of a component made by lazyScene, if it is one. */
export const preloadOf = (component: unknown): (() => Promise<unknown>) | undefined =>
  typeof component === "object" &&
  component !== null &&
  "preload" in component &&
  typeof component.preload === "function"
    ? (component.preload as () => Promise<unknown>)
    : undefined;
