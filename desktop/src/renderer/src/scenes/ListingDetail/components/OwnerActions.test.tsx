import { LISTING_TEXTS } from "@kindred/contract";
import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/queryClient";
import { listingKeys, useSpaceRequest } from "../../../queries/listings";
import { useToastStore } from "../../../stores/toastStore";
import { json, stubFetch } from "../../../testing/fetchStub";
import { OwnerActions } from "./OwnerActions";

const ID = "11111111-1111-4111-8111-111111111111";
const OWNER = "22222222-2222-4222-8222-222222222222";
const t = LISTING_TEXTS.detail;

const { fetchMock, callsTo } = stubFetch();

/**
 * The request's page as the app has it: the listing, and the signed-in member the page reads
 * beside it (`Me`). The owner's list of requests (`MyRequests`) is cached elsewhere in the app and
 * refreshed after the delete.
 */
const Detail = () => {
  useQuery({ queryKey: ["me"], queryFn: async () => (await fetch("/api/me")).json() });
  const request = useSpaceRequest(ID);
  if (request.isLoading) return <p>Loading</p>;
  if (!request.data) return <p>Not found</p>;
  return <OwnerActions kind="request" id={ID} />;
};
const MyRequests = () => {
  useQuery({
    queryKey: listingKeys.userList("request", OWNER),
    queryFn: async () => (await fetch("/api/my-requests")).json(),
  });
  return null;
};

const renderPage = (queryClient: QueryClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/space-request/${ID}`]}>
        <MyRequests />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/space-request/:id" element={<Detail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The page's Delete (its name also holds its icon's). */
const deleteButton = () => screen.findByRole("button", { name: new RegExp(`${t.delete}$`) });

/** Clicks Delete, then the confirmation's Delete. */
const deleteRequest = async () => {
  await userEvent.click(await deleteButton());
  const buttons = await screen.findAllByRole("button", { name: t.deleteConfirm });
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
};

const deleted = () =>
  fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(ID) && (init as RequestInit)?.method === "DELETE");

describe("OwnerActions", () => {
  it("goes home and says the request is deleted even when the page turns to not found first", async () => {
    let endRefresh: () => void = () => {};
    const refreshEnded = new Promise<void>((resolve) => {
      endRefresh = resolve;
    });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith(`/api/space-requests/${ID}`)) {
        if (init?.method === "DELETE") return new Response(null, { status: 204 });
        return deleted() ? json({ message: "Not found" }, 404) : json({ id: ID, userId: OWNER, title: "Choir" });
      }
      if (String(url).endsWith("/api/me")) return json({ id: OWNER, seen: callsTo("/api/me") });
      if (callsTo("/api/my-requests") > 1) await refreshEnded;
      return json([]);
    });
    const queryClient = createQueryClient();
    renderPage(queryClient);
    await deleteRequest();
    // While the owner's list is still being refreshed, the delete's events (its matches closed)
    // refresh what the page reads: the page asks for the request again and finds it gone.
    await waitFor(() => expect(callsTo("/api/my-requests")).toBe(2));
    await act(() => queryClient.invalidateQueries({ queryKey: ["me"] }));
    await screen.findByText("Not found");
    act(() => endRefresh());
    await screen.findByText("Home");
    await waitFor(() => expect(useToastStore.getState().toast?.title).toBe(t.requestDeleted));
  });

  it("says why when the delete fails, and the request and its confirmation stay", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === "DELETE") return json({ message: "Something went wrong on our side." }, 500);
      if (String(url).endsWith(`/api/space-requests/${ID}`)) return json({ id: ID, userId: OWNER, title: "Choir" });
      return json([]);
    });
    renderPage(createQueryClient());
    await deleteRequest();
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        description: "Something went wrong on our side.",
        variant: "destructive",
      }),
    );
    expect(screen.queryByText("Home")).toBeNull();
    // The confirmation stays open, so the owner can try again.
    expect(screen.getByText(t.deleteText)).toBeTruthy();
  });
});
