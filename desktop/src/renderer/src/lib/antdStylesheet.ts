/** How long the first render waits on the stylesheet at most: without it antd makes its styles itself. */
const WAIT_AT_MOST_MS = 5000;

let added: Promise<void> | undefined;

/**
 * Adds the stylesheet of antd's first-render components that the web build made
 * (desktop/antdStaticStyles.ts; index.html preloads it, `data-antd-styles`) and resolves once it
 * applies, failed, or took too long: antd reads which stylesheets the page holds when it first
 * renders a component, and skips making those. First in the head, so the app's own stylesheets
 * still come after antd's, as with the ones antd inserts. Without the file (the desktop app, a
 * failed request) antd makes them all at run time, as it did before. The entry adds it as it
 * starts (main.tsx); the start waits on it before the first render; later calls share the first.
 */
export const addAntdStylesheet = (): Promise<void> => {
  added ??= new Promise((applied) => {
    const preload = document.querySelector<HTMLLinkElement>("link[data-antd-styles]");
    if (!preload) return applied();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = preload.href;
    link.addEventListener("load", () => applied(), { once: true });
    link.addEventListener("error", () => applied(), { once: true });
    setTimeout(applied, WAIT_AT_MOST_MS);
    document.head.prepend(link);
  });
  return added;
};

/** Tests only: forgets the stylesheet added, so the next call adds it anew. */
export const forgetAntdStylesheet = () => {
  added = undefined;
};
