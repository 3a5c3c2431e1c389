import { BLOCK_ROUTES, SAFETY_TEXTS } from "@kindred/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/queryClient";
import { useToastStore } from "../../stores/toastStore";
import { json, stubFetch } from "../../testing/fetchStub";
import { BlockButton } from "./BlockButton";

const MEMBER = "22222222-2222-4222-8222-222222222222";
const t = SAFETY_TEXTS;

const { fetchMock, callsTo } = stubFetch();

/**
 * A page as the app has it: the block refreshes everything cached. The match the conversation
 * shows comes back closed and takes the conversation and its Block button away, while another
 * list on the page (`Elsewhere`) is still being refreshed.
 */
const Conversation = () => {
  const match = useQuery({
    queryKey: ["match"],
    queryFn: async () => (await fetch("/api/matches/m")).json() as Promise<{ status: string }>,
  });
  if (match.data?.status !== "under_review") return <p>Closed</p>;
  return <BlockButton userId={MEMBER} name="Ana" />;
};
const Elsewhere = () => {
  useQuery({ queryKey: ["elsewhere"], queryFn: async () => (await fetch("/api/elsewhere")).json() });
  return null;
};

/** Clicks Block, then the confirmation's Block. */
const blockAna = async () => {
  await userEvent.click(await screen.findByRole("button", { name: t.block }));
  const buttons = await screen.findAllByRole("button", { name: t.block });
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
};

describe("BlockButton", () => {
  it("says the member is blocked even when the block takes its conversation away", async () => {
    let endRefresh: () => void = () => {};
    const refreshEnded = new Promise<void>((resolve) => {
      endRefresh = resolve;
    });
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).endsWith(BLOCK_ROUTES.block.path.replace(":userId", MEMBER))) {
        return new Response(null, { status: 204 });
      }
      if (String(url).endsWith("/api/matches/m")) {
        return json({ status: callsTo("/api/matches/m") === 1 ? "under_review" : "closed" });
      }
      if (callsTo("/api/elsewhere") > 1) await refreshEnded;
      return json([]);
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Elsewhere />
        <Conversation />
      </QueryClientProvider>,
    );
    await blockAna();
    await screen.findByText("Closed");
    act(() => endRefresh());
    await waitFor(() => expect(useToastStore.getState().toast?.title).toBe(t.blocked("Ana")));
  });

  it("says why when the block fails, and the conversation stays", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith("/api/matches/m")
        ? json({ status: "under_review" })
        : new Response(JSON.stringify({ message: "Something went wrong on our side." }), { status: 500 }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Conversation />
      </QueryClientProvider>,
    );
    await blockAna();
    await waitFor(() =>
      expect(useToastStore.getState().toast).toMatchObject({
        title: "Something went wrong on our side.",
        variant: "destructive",
      }),
    );
    expect(screen.queryByText("Closed")).toBeNull();
  });
});
