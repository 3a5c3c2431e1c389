import { SCREEN_TEXTS } from "@kindred/contract";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { composerKeyAction, MessageComposer } from "./MessageComposer";

afterEach(cleanup);

const box = () => screen.getByPlaceholderText(SCREEN_TEXTS.typeMessage) as HTMLTextAreaElement;

describe("composerKeyAction", () => {
  it("sends on Enter and adds a newline on Shift+Enter", () => {
    expect(composerKeyAction({ key: "Enter", shiftKey: false })).toBe("send");
    expect(composerKeyAction({ key: "Enter", shiftKey: true })).toBe("newline");
    expect(composerKeyAction({ key: "a", shiftKey: false })).toBeNull();
    expect(composerKeyAction({ key: "Enter", shiftKey: false, isComposing: true })).toBeNull();
  });
});

describe("MessageComposer", () => {
  it("sends the trimmed text on Enter and clears the box", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} pending={false} />);
    await userEvent.type(box(), "  Hello there  {Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledWith("Hello there"));
    expect(onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box().value).toBe(""));
  });

  it("inserts a newline on Shift+Enter without sending", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} pending={false} />);
    await userEvent.type(box(), "line one{Shift>}{Enter}{/Shift}line two");
    expect(box().value).toBe("line one\nline two");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends nothing when the text is blank", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} pending={false} />);
    await userEvent.type(box(), "   {Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends nothing while a send is pending and disables the button", async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    const { rerender } = render(<MessageComposer onSend={onSend} pending={false} />);
    await userEvent.type(box(), "Second thought");
    rerender(<MessageComposer onSend={onSend} pending />);
    await userEvent.type(box(), "{Enter}");
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the text when sending fails", async () => {
    const onSend = vi.fn().mockRejectedValue(new Error("409: closed"));
    render(<MessageComposer onSend={onSend} pending={false} />);
    await userEvent.type(box(), "Still here{Enter}");
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(box().value).toBe("Still here");
  });
});
