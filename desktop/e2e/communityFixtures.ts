import type { SpaceOffer, SpaceOfferInput, SpaceRequest, SpaceRequestInput } from "@kindred/contract";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./env";
import { axeOn, type Member, newMember, registerViaApi } from "./helpers";
import { confirmEmail } from "./mailbox";

/** Fixtures of the search, favorites and admin journeys: listings made through the API. */

export const requestInput = (overrides: Partial<SpaceRequestInput> = {}): SpaceRequestInput => ({
  title: "Teen pottery workshop",
  description: "Saturday mornings for twelve teenagers learning to throw pots.",
  spaceType: "studio",
  location: "rino",
  participants: 12,
  duration: "half-day",
  values: ["creative-arts", "workshop", "skill-building", "youth-development"],
  contactName: "Robin Tester",
  contactEmail: "robin.contact@example.test",
  ...overrides,
});

export const offerInput = (overrides: Partial<SpaceOfferInput> = {}): SpaceOfferInput => ({
  spaceName: "Sunny Studio on Larimer",
  description: "A bright studio with two wheels and a kiln.",
  spaceType: "studio",
  address: "2500 Larimer St, Denver",
  capacity: 15,
  availability: ["weekend-morning", "flexible"],
  supportedCauses: ["creative-arts", "workshop", "sliding-scale"],
  contactName: "Host Person",
  contactEmail: "host.contact@example.test",
  ...overrides,
});

/** Posts `input` as the signed-in member and returns the request the server made. */
export const postRequest = async (page: Page, input: SpaceRequestInput) => {
  const response = await page.request.post("/api/space-requests", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SpaceRequest;
};

/** Posts `input` as the signed-in member and returns the offer the server made. */
export const postOffer = async (page: Page, input: SpaceOfferInput) => {
  const response = await page.request.post("/api/space-offers", { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SpaceOffer;
};

export const createRequest = (page: Page, overrides: Partial<SpaceRequestInput> = {}) =>
  postRequest(page, requestInput(overrides));

export const createOffer = (page: Page, overrides: Partial<SpaceOfferInput> = {}) =>
  postOffer(page, offerInput(overrides));

export const signedIn = async (page: Page, prefix: string, fields: Partial<Member> = {}): Promise<Member> => {
  const member = { ...newMember(prefix), ...fields };
  await registerViaApi(page, member);
  return member;
};

/** A word no other test uses, so searches find exactly what this test made. */
export const uniqueWord = (stem: string) =>
  `${stem}${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 5)}`;

/** The one-toast area's text. */
export const toastWith = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

/** Serious and critical axe findings (WCAG 2.1 A and AA) on the page as it is now. */
export const seriousViolations = async (page: Page) => {
  const results = await axeOn(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Only violations are read: axe then skips detailing every passing node.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

/** Saves a full-page screenshot for the visual review (SHOTS_DIR, when set). */
export const shoot = async (page: Page, name: string, { fullPage = true } = {}) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
};

/**
 * Signs in as the account the test server makes admin (E2E_ADMIN_EMAIL): registers and confirms it
 * the first time, signs in afterwards.
 */
export const signInAsAdmin = async (page: Page) => {
  const credentials = { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD };
  const registered = await page.request.post("/api/auth/register", {
    data: { ...credentials, firstName: "Avery", lastName: "Admin" },
  });
  if (registered.status() === 201) {
    // ADMIN_EMAILS gives the role once the email is confirmed.
    await confirmEmail(page.request, credentials.email);
  } else {
    expect(registered.status(), await registered.text()).toBe(409);
    const signedInResponse = await page.request.post("/api/auth/email", { data: credentials });
    expect(signedInResponse.status(), await signedInResponse.text()).toBe(200);
  }
  const me = (await (await page.request.get("/api/auth/user")).json()) as { role: string };
  expect(me.role).toBe("admin");
};
