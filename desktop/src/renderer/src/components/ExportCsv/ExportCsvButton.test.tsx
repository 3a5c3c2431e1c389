import { EXPORT_ROUTES, EXPORT_TEXTS } from "@kindred/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Platform } from "../../platform";
import { useToastStore } from "../../stores/toastStore";
import { ExportCsvButton } from "./ExportCsvButton";

const t = EXPORT_TEXTS;
const current = vi.hoisted(() => ({ platform: {} as Partial<Platform> }));
vi.mock("../../platform", () => ({ getPlatform: () => current.platform }));

afterEach(() => {
  cleanup();
  useToastStore.getState().dismiss();
  current.platform = {};
});

const onDesktop = (exportCsv: NonNullable<Platform["exportCsv"]>) => {
  current.platform = { isDesktop: true, exportCsv: vi.fn(exportCsv) };
  return current.platform.exportCsv;
};

describe("ExportCsvButton", () => {
  it("is a download link to the export on the web", () => {
    current.platform = { isDesktop: false };
    render(<ExportCsvButton name="members" />);
    const link = screen.getByRole("link", { name: t.labels.members });
    expect(link.getAttribute("href")).toBe(EXPORT_ROUTES.members.path);
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.textContent).toBe(t.exportCsv);
  });

  it("saves through the desktop app and says where the file went", async () => {
    const exportCsv = onDesktop(async () => ({ saved: true, path: "/home/avery/spaces.csv" }));
    render(<ExportCsvButton name="myOffers" />);
    await userEvent.click(screen.getByRole("button", { name: t.labels.myOffers }));
    expect(exportCsv).toHaveBeenCalledWith("myOffers");
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: t.savedTitle,
        description: t.saved("/home/avery/spaces.csv"),
        variant: "success",
      }),
    );
  });

  it("says nothing when the member cancels the save dialog", async () => {
    const exportCsv = onDesktop(async () => ({ saved: false }));
    render(<ExportCsvButton name="feedback" />);
    const button = screen.getByRole("button", { name: t.labels.feedback });
    await userEvent.click(button);
    expect(exportCsv).toHaveBeenCalledOnce();
    await waitFor(() => expect(button.hasAttribute("disabled") || button.className.includes("loading")).toBe(false));
    expect(useToastStore.getState().toast).toBeNull();
  });

  it("says the export failed when the download or the save does", async () => {
    onDesktop(async () => {
      throw new Error("exportCsv: the server answered 403");
    });
    render(<ExportCsvButton name="matches" />);
    await userEvent.click(screen.getByRole("button", { name: t.labels.matches }));
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: t.failedTitle,
        description: t.failed,
        variant: "destructive",
      }),
    );
  });
});
