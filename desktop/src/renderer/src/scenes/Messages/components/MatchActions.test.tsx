import { MESSAGING_TEXTS } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/queryClient";
import { MatchActions } from "./MatchActions";

const t = MESSAGING_TEXTS.actions;
const MATCH = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const me = "11111111-1111-4111-8111-111111111111";
const other = "22222222-2222-4222-8222-222222222222";

afterEach(cleanup);

let rendered: HTMLElement = document.body;
const renderActions = (status: "under_review" | "accepted" | "declined" | "completed", acceptedBy: string[]) => {
  const result = render(
    <QueryClientProvider client={createQueryClient()}>
      <MatchActions matchId={MATCH} status={status} acceptedBy={acceptedBy} viewerId={me} />
    </QueryClientProvider>,
  );
  rendered = result.container;
  return result;
};

/** The buttons of the actions themselves (not a portal another file's dialog may still be closing). */
const buttonNames = () =>
  within(rendered)
    .queryAllByRole("button")
    .map((button) => button.textContent);

describe("MatchActions", () => {
  it("shows Accept and Decline on a match under review", () => {
    renderActions("under_review", []);
    expect(buttonNames()).toEqual([t.accept, t.decline]);
  });

  it("drops Accept and says we wait once I accepted", () => {
    renderActions("under_review", [me]);
    expect(buttonNames()).toEqual([t.decline]);
    expect(screen.getByText(MESSAGING_TEXTS.youAccepted)).toBeTruthy();
  });

  it("tells me the other member accepted", () => {
    renderActions("under_review", [other]);
    expect(buttonNames()).toEqual([t.accept, t.decline]);
    expect(screen.getByText(MESSAGING_TEXTS.otherAccepted)).toBeTruthy();
  });

  it("shows only Mark Completed on an accepted match and nothing once completed", () => {
    renderActions("accepted", [me, other]);
    expect(buttonNames()).toEqual([t.complete]);
    cleanup();
    renderActions("completed", [me, other]);
    expect(buttonNames()).toEqual([]);
  });

  it("asks for confirmation before acting", async () => {
    renderActions("under_review", []);
    await userEvent.click(screen.getByText(t.decline));
    expect(await screen.findByText(t.declineConfirm)).toBeTruthy();
  });
});
