/**
 * antd's stylesheets for the components every page's first render shows (the header's buttons,
 * tooltips, notification badge and account menu), made at build time instead of in the browser
 * (docs/performance.md, "A fourth pass"). Run by the web build in a process of its own
 * (`node --import tsx desktop/antdStaticStyles.ts`, production mode, as the app runs), it prints
 * the CSS text.
 *
 * The text is antd's own server-side extraction (`extractStyle` of @ant-design/cssinjs), with the
 * map antd reads at run time to skip generating and inserting a stylesheet that a CSS file holds
 * already (the `data-ant-cssinjs-cache-path` rule). Only the rules are in it: they refer to the
 * theme through CSS variables, and antd still sets those at run time for the theme in use (high
 * contrast, larger text). A component not listed here gets its stylesheet at run time, as before.
 */
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import { accessibilitySettings } from "@kindred/contract";
import { Badge, Button, ConfigProvider, Dropdown, Tooltip } from "antd";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { buildTheme } from "./src/renderer/src/lib/theme";

/**
 * What the first render of every page shows (AppShell): antd makes one stylesheet per component,
 * the same whatever its props (its key is the component's class names), so one of each is enough.
 */
const firstRenderComponents = () => [
  h(Button, { key: "button", type: "primary" }, "a"),
  h(Tooltip, { key: "tooltip", title: "a" }, h("span", null, "a")),
  h(Badge, { key: "badge", count: 1 }, h("span", null, "a")),
  h(Dropdown, { key: "dropdown", menu: { items: [{ key: "a", label: "a" }] } }, h("span", null, "a")),
];

export const extractAntdStyles = (): string => {
  if (process.env.NODE_ENV !== "production") {
    // antd's class names differ outside production: the map would match nothing the app asks for.
    throw new Error("antd's styles are extracted in production mode only (NODE_ENV=production)");
  }
  const cache = createCache();
  // Any theme gives the same rules (the theme is in the CSS variables); this is the default one.
  const theme = buildTheme(accessibilitySettings.parse({}));
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, firstRenderComponents())));
  return extractStyle(cache, { plain: true, types: ["style"] });
};

if (process.argv[1] && import.meta.filename === process.argv[1]) process.stdout.write(extractAntdStyles());
