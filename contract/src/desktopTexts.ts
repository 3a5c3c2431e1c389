import { z } from "zod";
import { localized, msg } from "./i18n/catalog";

/** Texts of the desktop app's own screens (the shell around the shared UI). */
const DESKTOP = {
  server: {
    title: "Server",
    intro: "The app connects to your community's Kindred Spaces server. Enter its address.",
    urlLabel: "Server URL",
    test: "Test Connection",
    save: "Save",
    reachable: msg<[server: string]>("Connected to {server}.", "server"),
    unreachable: msg<[server: string]>("Can't reach {server}.", "server"),
    invalidUrl: "Enter an address that starts with http:// or https://",
  },
  /** The app menu (it replaces Electron's default one). */
  menu: {
    file: "File",
    edit: "Edit",
    view: "View",
    go: "Go",
    window: "Window",
    newRequest: "New Space Request",
    offerSpace: "Offer Your Space",
    search: "Search",
    home: "Home",
    messages: "Messages",
    mySpaces: "My Spaces",
    admin: "Admin",
    calendar: "Calendar",
    server: "Server…",
  },
  /** The banner shown while the server cannot be reached (release 2 desktop design). */
  offline: {
    banner: msg<[server: string]>("Can't reach {server}. Retrying…", "server"),
    retry: "Retry",
  },
  /** The file dialog that picks photos to upload. */
  photos: {
    dialogTitle: "Choose photos",
    images: "Images (JPG, PNG)",
  },
  /** The answer the app gives its window when the server cannot be reached. */
  serverUnreachable: msg<[server: string]>("Cannot reach the Kindred Spaces server at {server}.", "server"),
  /** Social sign-in runs in the system browser, never in the app window. */
  socialSignIn: {
    continueInBrowser: "Continue in your browser. The app opens again once you are signed in.",
  },
} as const;

export type DesktopCatalog = typeof DESKTOP;
export const DESKTOP_TEXTS = localized("desktop", DESKTOP);

/** The server the desktop app talks to: an http(s) address, kept without trailing slashes. */
export const desktopServerUrl = z
  .url({ protocol: /^https?$/, error: () => DESKTOP_TEXTS.server.invalidUrl })
  .transform((url) => url.replace(/\/+$/, ""));
