import { choiceLabel, EXPLORE_TEXTS } from "@kindred/contract";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_FILTERS, type ExploreFilters, filtersFromSearch } from "../exploreFilters";
import { ExploreFilterBar } from "./ExploreFilterBar";

const STEP_FREE = choiceLabel("step-free-entry");

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

/** The filters a render saw: spaces with step-free entry, before the switch to requests. */
const rendered: ExploreFilters = { ...EMPTY_FILTERS, q: "choir", accessFeature: ["step-free-entry"] };
/** The URL after the switch, whose render has not happened yet (a navigation renders as a transition). */
const switched = "/explore?q=choir&kind=requests&accessFeature=step-free-entry";

const renderBar = (filters: ExploreFilters) => {
  const onChange = vi.fn<(next: ExploreFilters) => void>();
  render(<ExploreFilterBar filters={filters} onChange={onChange} user={null} />);
  return onChange;
};

describe("ExploreFilterBar", () => {
  it("applies a toggle to the filters the URL holds when it is clicked, not to the ones its render saw", async () => {
    const onChange = renderBar(rendered);
    window.history.pushState(null, "", switched);
    await userEvent.click(screen.getByRole("button", { name: STEP_FREE }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toEqual({ ...EMPTY_FILTERS, kind: "requests", q: "choir", accessFeature: [] });
    // Against the URL as rendered, the same toggle switches the feature on.
    window.history.pushState(null, "", "/explore?q=choir&kind=requests");
    await userEvent.click(screen.getByRole("button", { name: STEP_FREE }));
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ kind: "requests", accessFeature: ["step-free-entry"] });
  });

  it("keeps the URL's kind when a select changes or the filters are cleared before the switch has rendered", async () => {
    const onChange = renderBar(rendered);
    window.history.pushState(null, "", switched);
    await userEvent.selectOptions(screen.getByLabelText(EXPLORE_TEXTS.spaceType), "studio");
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ kind: "requests", spaceType: ["studio"] });
    await userEvent.click(screen.getByRole("button", { name: EXPLORE_TEXTS.clear }));
    expect(onChange.mock.calls[1]?.[0]).toEqual({ ...EMPTY_FILTERS, kind: "requests" });
    expect(filtersFromSearch(new URLSearchParams(window.location.search)).kind).toBe("requests");
  });
});
