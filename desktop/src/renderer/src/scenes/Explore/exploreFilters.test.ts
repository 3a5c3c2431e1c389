import { type RenderLocale, setLocaleSource } from "@kindred/contract";
import { registerSpanish } from "@kindred/contract/es";
import { describe, expect, it } from "vitest";
import {
  apiQueryOf,
  EMPTY_FILTERS,
  filtersFromSearch,
  hasFilters,
  resultsLine,
  searchFromFilters,
  switchKind,
} from "./exploreFilters";

const ID = "0b6f2f2e-8a7e-4a62-9b1a-3f1f3c1d2e4a";

describe("explore filters in the URL", () => {
  it("read back what they wrote, lists repeated under the API's names", () => {
    const filters = {
      ...EMPTY_FILTERS,
      q: "pottery wheel",
      spaceType: ["studio", "gallery"],
      minCapacity: "12",
      availability: ["weekend-morning"],
      cause: ["creative-arts"],
      communityInvestment: ["free-community"],
      accessFeature: ["step-free-entry", "elevator"],
      against: ID,
    };
    const search = searchFromFilters(filters);
    expect(search.toString()).toBe(
      "q=pottery+wheel&spaceType=studio&spaceType=gallery&availability=weekend-morning&cause=creative-arts" +
        `&communityInvestment=free-community&accessFeature=step-free-entry&accessFeature=elevator&minCapacity=12&sort=score&against=${ID}`,
    );
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it("drop what a link may not carry: unknown values, a bad capacity, offer-only filters on requests", () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        "kind=requests&spaceType=castle&spaceType=studio&minCapacity=0&availability=flexible&cause=mental-health&sort=score&against=nope",
      ),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, kind: "requests", spaceType: ["studio"], cause: ["mental-health"] });
    expect(searchFromFilters(EMPTY_FILTERS).toString()).toBe("");
  });

  it("switch kinds keeping the shared filters, and ask the API only what the kind takes", () => {
    const offers = { ...EMPTY_FILTERS, cause: ["creative-arts", "workshop"], availability: ["flexible"], against: ID };
    const requests = switchKind(offers, "requests");
    expect(requests).toEqual({ ...EMPTY_FILTERS, kind: "requests", cause: ["creative-arts", "workshop"] });
    expect(apiQueryOf(requests)).not.toHaveProperty("availability");
    expect(apiQueryOf(offers)).toMatchObject({ availability: ["flexible"], sort: "score", against: ID });
    expect(hasFilters(requests)).toBe(true);
    expect(hasFilters({ ...EMPTY_FILTERS, against: ID })).toBe(false);
  });
});

describe("resultsLine", () => {
  it("says the exact count, or 1,000+ when the server stopped counting, in English and Spanish", () => {
    registerSpanish();
    let locale: RenderLocale = "en";
    setLocaleSource(() => locale);
    try {
      expect(resultsLine({ totalCount: 1, totalCountCapped: false })).toBe("1 listing found");
      expect(resultsLine({ totalCount: 1000, totalCountCapped: false })).toBe("1,000 listings found");
      expect(resultsLine({ totalCount: 1000, totalCountCapped: true })).toBe("1,000+ listings found");
      locale = "es";
      expect(resultsLine({ totalCount: 7, totalCountCapped: false })).toBe("Se encontraron 7 anuncios");
      expect(resultsLine({ totalCount: 1000, totalCountCapped: true })).toBe("Se encontraron más de 1000 anuncios");
    } finally {
      setLocaleSource(() => "en");
    }
  });
});
