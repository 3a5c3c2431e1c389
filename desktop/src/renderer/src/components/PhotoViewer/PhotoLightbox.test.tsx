import { ERROR_MESSAGES, PHOTO_VIEWER_TEXTS } from "@kindred/contract";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoLightbox, type ViewerPhoto } from "./PhotoLightbox";

const t = PHOTO_VIEWER_TEXTS;
const photos: ViewerPhoto[] = [
  { src: "/objects/one", alt: "Loft, photo 1" },
  { src: "/objects/two", alt: "Loft, photo 2" },
  { src: "https://images.example.test/three.jpg", alt: "Loft, photo 3" },
];

afterEach(cleanup);

const Viewer = ({ start, onClose = () => {} }: { start: number; onClose?: () => void }) => {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <PhotoLightbox
      photos={photos}
      name="Loft"
      index={index}
      onIndexChange={setIndex}
      onClose={() => {
        setIndex(null);
        onClose();
      }}
    />
  );
};

const counter = () => screen.getByText(/^\d+ of \d+$/).textContent;

describe("PhotoLightbox", () => {
  it("shows the chosen photo large, named after the listing, with the counter", async () => {
    render(<Viewer start={1} />);
    const dialog = await screen.findByRole("dialog", { name: "Loft" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("img", { name: "Loft, photo 2" }).getAttribute("src")).toBe("/objects/two?w=1280");
    expect(counter()).toBe(t.counter(2, 3));
  });

  it("moves with Next and Previous and wraps around at both ends", async () => {
    const user = userEvent.setup();
    render(<Viewer start={2} />);
    await user.click(await screen.findByRole("button", { name: t.next }));
    expect(counter()).toBe("1 of 3");
    await user.click(screen.getByRole("button", { name: t.previous }));
    expect(counter()).toBe("3 of 3");
    // Photos from elsewhere are shown as they are.
    expect(screen.getByRole("img", { name: "Loft, photo 3" }).getAttribute("src")).toBe(
      "https://images.example.test/three.jpg",
    );
  });

  it("moves with the arrow keys and closes with Escape", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Viewer start={0} onClose={onClose} />);
    await screen.findByRole("dialog");
    await user.keyboard("{ArrowRight}");
    expect(counter()).toBe("2 of 3");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(counter()).toBe("3 of 3");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("keeps Tab going round its own controls", async () => {
    const user = userEvent.setup();
    render(<Viewer start={0} />);
    const next = await screen.findByRole("button", { name: t.next });
    next.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: t.close }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(next);
  });

  it("shows 'Image Error' in place of a photo that does not load, and tries the next one", async () => {
    render(<Viewer start={0} />);
    fireEvent.error(await screen.findByRole("img", { name: "Loft, photo 1" }));
    expect(screen.getByRole("img", { name: `Loft, photo 1: ${ERROR_MESSAGES.imageError}` }).textContent).toBe(
      ERROR_MESSAGES.imageError,
    );
    fireEvent.click(screen.getByRole("button", { name: t.next }));
    expect(screen.getByRole("img", { name: "Loft, photo 2" })).toBeTruthy();
  });

  it("has no Previous or Next for a single photo", async () => {
    render(
      <PhotoLightbox photos={photos.slice(0, 1)} name="Loft" index={0} onIndexChange={() => {}} onClose={() => {}} />,
    );
    await screen.findByRole("dialog");
    expect(screen.queryByRole("button", { name: t.next })).toBeNull();
    expect(counter()).toBe("1 of 1");
  });

  it("renders nothing while closed", () => {
    render(<PhotoLightbox photos={photos} name="Loft" index={null} onIndexChange={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
