/**
 * What an app-menu item asks the renderer to do. No imports: the sandboxed preload checks
 * every command against this list, and stays small.
 */
export const MENU_COMMANDS = [
  "newRequest",
  "offerSpace",
  "search",
  "home",
  "messages",
  "mySpaces",
  "admin",
  "calendar",
  "server",
] as const;

export type MenuCommand = (typeof MENU_COMMANDS)[number];

export const isMenuCommand = (value: unknown): value is MenuCommand => {
  return typeof value === "string" && (MENU_COMMANDS as readonly string[]).includes(value);
};
