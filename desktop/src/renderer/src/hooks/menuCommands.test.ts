import { describe, expect, it, vi } from "vitest";
import { type MenuTarget, runMenuCommand } from "./menuCommands";

const target = (overrides: Partial<Pick<MenuTarget, "signedIn" | "pathname">> = {}) => ({
  signedIn: true,
  pathname: "/",
  navigate: vi.fn<MenuTarget["navigate"]>(),
  showDialog: vi.fn<MenuTarget["showDialog"]>(),
  ...overrides,
});

describe("runMenuCommand", () => {
  it("opens the screens of the Go menu and the Server screen", () => {
    const expected = {
      home: "/",
      messages: "/messages",
      mySpaces: "/my-listings",
      admin: "/admin",
      calendar: "/calendar",
      server: "/server",
    } as const;
    for (const [command, path] of Object.entries(expected)) {
      const app = target();
      runMenuCommand(command as keyof typeof expected, app);
      expect(app.navigate).toHaveBeenCalledWith(path);
      expect(app.showDialog).not.toHaveBeenCalled();
    }
  });

  it("opens the posting and search dialogs for a member", () => {
    const app = target();
    runMenuCommand("newRequest", app);
    runMenuCommand("offerSpace", app);
    runMenuCommand("search", app);
    expect(app.showDialog.mock.calls).toEqual([["spaceRequest"], ["spaceOffer"], ["search"]]);
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it("sends a visitor to sign in before posting, but lets them search", () => {
    const app = target({ signedIn: false });
    runMenuCommand("newRequest", app);
    runMenuCommand("offerSpace", app);
    runMenuCommand("search", app);
    expect(app.navigate.mock.calls).toEqual([["/login"], ["/login"]]);
    expect(app.showDialog.mock.calls).toEqual([["search"]]);
  });

  it("leaves the Server screen for the app shell, where the dialogs live", () => {
    const app = target({ pathname: "/server" });
    runMenuCommand("search", app);
    expect(app.navigate).toHaveBeenCalledWith("/");
    expect(app.showDialog).toHaveBeenCalledWith("search");
  });
});
