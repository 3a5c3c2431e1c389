import { describe, expect, it } from "vitest";
import { YOUR_DATA_TEXTS } from "./emailTexts";
import { MESSAGE_PREVIEW_CHARS, messagePreview, notificationText } from "./notificationTexts";

describe("notificationText", () => {
  it("words a new match for the seeker and for the host, counting shared values", () => {
    expect(
      notificationText({
        type: "new_match",
        facts: { viewer: "seeker", requestType: "workshop", spaceName: "Sunrise Studio", sharedCount: 1 },
      }),
    ).toEqual({ title: "New match!", message: "Your workshop request matches Sunrise Studio: 1 shared value" });
    expect(
      notificationText({
        type: "new_match",
        facts: { viewer: "host", requestTitle: "Grief Circle", spaceName: "Sunrise Studio", sharedCount: 3 },
      }).message,
    ).toBe('Sunrise Studio matches the request "Grief Circle": 3 shared values');
  });

  it("words every match change and a new message", () => {
    const update = (change: "accept" | "accepted_by_both" | "decline" | "complete" | "closed") =>
      notificationText({ type: "match_update", facts: { change, actorName: "Maya Rivera", subject: "Loft" } });
    expect(update("accept")).toEqual({
      title: "Match update",
      message: "Maya Rivera accepted the match for Loft. Accept too to confirm it.",
    });
    expect(update("closed").message).toBe("Maya Rivera removed their listing, so the match for Loft is closed.");
    expect(notificationText({ type: "new_message", facts: { senderName: "Maya Rivera", preview: "Hi" } })).toEqual({
      title: "New message from Maya Rivera",
      message: "Hi",
    });
  });

  it("quotes at most MESSAGE_PREVIEW_CHARS of a message", () => {
    expect(messagePreview("short")).toBe("short");
    const preview = messagePreview("x".repeat(MESSAGE_PREVIEW_CHARS + 10));
    expect(preview).toHaveLength(MESSAGE_PREVIEW_CHARS);
    expect(preview.endsWith("…")).toBe(true);
  });
});

describe("a member who deleted their account", () => {
  it("is named Former member in the notifications that named them", () => {
    const message = notificationText({ type: "new_message", facts: { senderName: null, preview: "Thanks!" } });
    expect(message.title).toBe(`New message from ${YOUR_DATA_TEXTS.formerMember}`);
    const update = notificationText({
      type: "match_update",
      facts: { change: "closed", actorName: null, subject: "Sunrise Studio" },
    });
    expect(update.message.startsWith(YOUR_DATA_TEXTS.formerMember)).toBe(true);
  });
});

describe("a notification read in Spanish", () => {
  it("is worded from the same facts in the reader's language, dates included", async () => {
    (await import("./i18n/es/index")).registerSpanish();
    const { setLocaleSource } = await import("./i18n/locale");
    const booking = {
      bookingId: "b",
      spaceName: "Sunrise Studio",
      startsAt: "2026-12-08T18:00:00.000Z",
      endsAt: "2026-12-08T20:00:00.000Z",
      timeZone: "UTC",
      dates: 3,
    };
    const late = {
      type: "booking_update",
      facts: { ...booking, change: "cancelled", actorName: "Maya", occurrence: null, late: true },
    } as const;
    expect(notificationText(late).message).toBe(
      "Maya cancelled Sunrise Studio on Tue, Dec 8, 6:00 PM, weekly (3 dates) (less than 24 hours before).",
    );
    setLocaleSource(() => "es");
    try {
      expect(notificationText(late)).toEqual({
        title: "Novedades de una reserva",
        message: "Maya canceló Sunrise Studio el mar, 8 dic, 18:00, cada semana (3 fechas) (menos de 24 horas antes).",
      });
      expect(notificationText({ type: "new_message", facts: { senderName: null, preview: "Hola" } }).title).toBe(
        `Nuevo mensaje de ${YOUR_DATA_TEXTS.formerMember}`,
      );
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
