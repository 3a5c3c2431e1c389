import { BOOKING_TEXTS } from "@kindred/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/queryClient";
import { ProposeBookingDialog } from "./ProposeBookingDialog";
import { RescheduleDialog } from "./RescheduleDialog";

const t = BOOKING_TEXTS;
const MATCH = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const BOOKING = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const sentBodies = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: (init as RequestInit).method,
    body: JSON.parse(String((init as RequestInit).body)),
  }));

const dialog = () => screen.getByRole("dialog");
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

const renderPropose = () => {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProposeBookingDialog matchId={MATCH} open onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
};

describe("ProposeBookingDialog", () => {
  it("shows the contract's message under To and sends nothing when the time is too short", async () => {
    const onClose = renderPropose();
    type(t.date, "2030-03-05");
    type(t.from, "18:00");
    type(t.to, "18:15");
    await userEvent.click(within(dialog()).getByRole("button", { name: t.propose }));
    expect(await within(dialog()).findByText(t.tooShort)).toBeTruthy();
    expect(field(t.to).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("sends the typed times as instants with the weekly repeat, participants and note, then closes", async () => {
    const onClose = renderPropose();
    type(t.date, "2030-03-05");
    type(t.from, "18:00");
    type(t.to, "20:30");
    await userEvent.click(within(dialog()).getByRole("checkbox", { name: t.repeatWeekly }));
    type(t.until, "2030-03-19");
    type(t.participants, "6");
    await userEvent.type(field(t.note), "  Bring chairs  ");
    answer(201, { id: BOOKING });
    await userEvent.click(within(dialog()).getByRole("button", { name: t.propose }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBodies()).toEqual([
      {
        url: `/api/matches/${MATCH}/bookings`,
        method: "POST",
        body: {
          startsAt: new Date("2030-03-05T18:00").toISOString(),
          endsAt: new Date("2030-03-05T20:30").toISOString(),
          repeatWeekly: { until: "2030-03-19" },
          participants: 6,
          note: "Bring chairs",
        },
      },
    ]);
  });

  it("keeps everything typed when the server refuses, its field message on its field and its 409 text in the dialog", async () => {
    const onClose = renderPropose();
    type(t.date, "2030-03-05");
    type(t.to, "19:00");
    await userEvent.type(field(t.note), "Quiet please");
    answer(400, { message: "Invalid input", issues: [{ path: "startsAt", message: t.notInFuture }] });
    await userEvent.click(within(dialog()).getByRole("button", { name: t.propose }));
    expect(await within(dialog()).findByText(t.notInFuture)).toBeTruthy();
    expect(field(t.date).getAttribute("aria-invalid")).toBe("true");

    answer(409, { message: t.alreadyBooked });
    await userEvent.click(within(dialog()).getByRole("button", { name: t.propose }));
    expect(await within(dialog()).findByText(t.alreadyBooked)).toBeTruthy();
    expect([field(t.date).value, field(t.to).value, field(t.note).value]).toEqual([
      "2030-03-05",
      "19:00",
      "Quiet please",
    ]);
    expect(onClose).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("RescheduleDialog", () => {
  const ask = {
    bookingId: BOOKING,
    occurrence: "2030-03-12",
    startsAt: new Date("2030-03-12T18:00").toISOString(),
    endsAt: new Date("2030-03-12T20:00").toISOString(),
  };
  const renderReschedule = () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RescheduleDialog ask={ask} onClose={onClose} />
      </QueryClientProvider>,
    );
    return onClose;
  };

  it("starts from the date's own time, shows a 409 in the dialog keeping the new time, and sends the occurrence's new time", async () => {
    const onClose = renderReschedule();
    expect([field(t.date).value, field(t.from).value, field(t.to).value]).toEqual(["2030-03-12", "18:00", "20:00"]);
    type(t.date, "2030-03-13");
    type(t.from, "09:00");
    type(t.to, "10:00");
    answer(409, { message: t.dateTaken("2030-03-13") });
    await userEvent.click(within(dialog()).getByRole("button", { name: t.rescheduleSend }));
    expect(await within(dialog()).findByText(t.dateTaken("2030-03-13"))).toBeTruthy();
    expect([field(t.date).value, field(t.from).value]).toEqual(["2030-03-13", "09:00"]);
    expect(onClose).not.toHaveBeenCalled();

    answer(200, { id: BOOKING });
    await userEvent.click(within(dialog()).getByRole("button", { name: t.rescheduleSend }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sentBodies()[1]).toEqual({
      url: `/api/bookings/${BOOKING}`,
      method: "PATCH",
      body: {
        action: "reschedule",
        occurrence: "2030-03-12",
        startsAt: new Date("2030-03-13T09:00").toISOString(),
        endsAt: new Date("2030-03-13T10:00").toISOString(),
      },
    });
  });

  it("refuses an end more than 14 hours after the start without sending", async () => {
    renderReschedule();
    type(t.from, "06:00");
    type(t.to, "21:00");
    await userEvent.click(within(dialog()).getByRole("button", { name: t.rescheduleSend }));
    expect(await within(dialog()).findByText(t.tooLong)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
