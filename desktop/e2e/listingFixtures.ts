import AxeBuilder from "@axe-core/playwright";
import type { SpaceOffer, SpaceOfferInput, SpaceRequest, SpaceRequestInput } from "@kindred/contract";
import { expect, type Page } from "@playwright/test";
import { type Member, newMember, registerViaApi } from "./helpers";

/**
 * The listings specs' data. Their listings never match anyone's (matching runs on the shared test
 * server): requests ask for more people than any test space holds, and offers support a mission no
 * other journey uses.
 */
export const UNMATCHABLE_PARTICIPANTS = 5000;

export const requestInput = (overrides: Partial<SpaceRequestInput> = {}): SpaceRequestInput => ({
  title: "Tenant rights clinic",
  description: "Saturday mornings for neighbours learning their rights as renters.",
  spaceType: "office",
  location: "rino",
  participants: UNMATCHABLE_PARTICIPANTS,
  duration: "half-day",
  values: ["social-justice", "skill-share", "skill-building", "environmental-action"],
  contactName: "Robin Tester",
  contactEmail: "robin.contact@example.test",
  ...overrides,
});

export const offerInput = (overrides: Partial<SpaceOfferInput> = {}): SpaceOfferInput => ({
  spaceName: "Sunny Office on Larimer",
  description: "A bright office with a meeting table for fifteen.",
  spaceType: "office",
  address: "2500 Larimer St, Denver",
  capacity: 15,
  availability: ["weekend-morning", "flexible"],
  supportedCauses: ["social-justice", "mentorship", "sliding-scale"],
  contactName: "Host Person",
  contactEmail: "host.contact@example.test",
  ...overrides,
});

export const createRequest = async (page: Page, overrides: Partial<SpaceRequestInput> = {}) => {
  const response = await page.request.post("/api/space-requests", { data: requestInput(overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SpaceRequest;
};

export const createOffer = async (page: Page, overrides: Partial<SpaceOfferInput> = {}) => {
  const response = await page.request.post("/api/space-offers", { data: offerInput(overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SpaceOffer;
};

export const signedIn = async (page: Page, prefix: string): Promise<Member> => {
  const member = newMember(prefix);
  await registerViaApi(page, member);
  return member;
};

export const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

export const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};
