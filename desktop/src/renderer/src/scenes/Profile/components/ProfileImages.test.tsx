import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CoverImage } from "./ProfileImages";

describe("profile header images", () => {
  afterEach(cleanup);

  it("shows a stored cover as its 1280-wide copy and drops it when it does not load", () => {
    const { container } = render(<CoverImage url="/objects/cover-1" />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/objects/cover-1?w=1280");
    expect(image?.getAttribute("alt")).toBe("");
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows the plain cover without a cover URL", () => {
    const { container } = render(<CoverImage url={null} />);
    expect(container.querySelector("img")).toBeNull();
  });
});
