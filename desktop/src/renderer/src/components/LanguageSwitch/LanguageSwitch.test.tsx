import { type CurrentUser, LANGUAGE_TEXTS, LOCALE_NAMES } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queryClient";
import { CURRENT_USER_KEY } from "../../queries/auth";
import { showLocale, useLocaleStore } from "../../stores/localeStore";
import { useToastStore } from "../../stores/toastStore";
import { LanguageSwitch } from "./LanguageSwitch";

const fetchMock = vi.fn();
// The Spanish catalog loads on first use (a dynamic import, which vitest transforms then): loaded
// once here, so that a test's 1 s waits measure the switch, not that import on a loaded machine.
beforeAll(async () => {
  await showLocale("es");
  await showLocale("en");
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(async () => {
  cleanup();
  await showLocale("en");
});
afterAll(() => vi.unstubAllGlobals());

const member = { id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", firstName: "Lucía", locale: "es" } as CurrentUser;

const renderSwitch = (user: CurrentUser | null) => {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <LanguageSwitch />
    </QueryClientProvider>,
  );
  return client;
};

describe("LanguageSwitch", () => {
  it("offers English and Spanish to a visitor reading English, English pressed", () => {
    renderSwitch(null);
    const group = screen.getByRole("group", { name: LANGUAGE_TEXTS.label });
    expect(group.contains(screen.getByRole("button", { name: LOCALE_NAMES.es }))).toBe(true);
    expect(screen.getByRole("button", { name: LOCALE_NAMES.en }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: LOCALE_NAMES.es }).getAttribute("lang")).toBe("es");
  });

  it("says so when a member's choice cannot be saved", async () => {
    renderSwitch({ ...member, locale: null });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: "Something went wrong" }), { status: 500 }));
    await userEvent.click(screen.getByRole("button", { name: LOCALE_NAMES.es }));
    await waitFor(() => expect(useToastStore.getState().toast?.title).toBe(LANGUAGE_TEXTS.failed));
  });

  it("names each language in itself, presses the one on screen, and saves a member's choice", async () => {
    await showLocale("es");
    const client = renderSwitch(member);
    const group = screen.getByRole("group", { name: "Idioma" });
    const spanish = screen.getByRole("button", { name: LOCALE_NAMES.es });
    const english = screen.getByRole("button", { name: LOCALE_NAMES.en });
    expect(group.contains(english)).toBe(true);
    expect(spanish.getAttribute("aria-pressed")).toBe("true");
    expect(english.getAttribute("lang")).toBe("en");

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...member, locale: "en" }), { status: 200 }));
    await userEvent.click(english);
    await waitFor(() => expect(useLocaleStore.getState().locale).toBe("en"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/user$/);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ locale: "en" });
    await waitFor(() => expect(client.getQueryData<CurrentUser>(CURRENT_USER_KEY)?.locale).toBe("en"));
    expect(window.localStorage.getItem("locale")).toBe("en");
  });

  it("changes a visitor's language in this browser only", async () => {
    await showLocale("es");
    renderSwitch(null);
    await userEvent.click(screen.getByRole("button", { name: LOCALE_NAMES.en }));
    await waitFor(() => expect(useLocaleStore.getState().locale).toBe("en"));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
