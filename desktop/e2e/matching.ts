import type { CurrentUser } from "@kindred/contract";
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { newMember } from "./helpers";
import { confirmEmail } from "./mailbox";

/** A signed-in member in a browser context of their own. */
export interface SignedInMember {
  context: BrowserContext;
  page: Page;
  user: CurrentUser;
  name: string;
}

const token = () => Math.random().toString(36).slice(2, 8);

/** Registers a member with a name nobody else has, in a fresh context, and opens nothing yet. */
export const signUpInNewContext = async (
  browser: Browser,
  firstName: string,
  contextOptions: BrowserContextOptions = {},
): Promise<SignedInMember> => {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const member = { ...newMember(firstName.toLowerCase()), firstName, lastName: `Q${token()}` };
  const response = await page.request.post("/api/auth/register", {
    data: { email: member.email, password: member.password, firstName: member.firstName, lastName: member.lastName },
  });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmail(page.request, member.email);
  return {
    context,
    page,
    user: (await response.json()) as CurrentUser,
    name: `${member.firstName} ${member.lastName}`,
  };
};

/**
 * Each journey posts in its own theme (a space type and a mission), so a request matches the offer
 * of the same journey (score 3 + 2 + 2, docs/matching.md) and not those of journeys running
 * beside it.
 */
export const THEMES = {
  gallery: { spaceType: "gallery", mission: "cultural-preservation" },
  storefront: { spaceType: "storefront", mission: "entrepreneurship" },
  studio: { spaceType: "studio", mission: "wellness-healing" },
  workshopAccess: { spaceType: "workshop", mission: "affordable-access" },
  workshopEducation: { spaceType: "workshop", mission: "community-education" },
  workshopEnvironment: { spaceType: "workshop", mission: "environmental-action" },
  workshopHeritage: { spaceType: "workshop", mission: "cultural-preservation" },
  workshopWellness: { spaceType: "workshop", mission: "wellness-healing" },
  officeAccess: { spaceType: "office", mission: "affordable-access" },
  storefrontYouth: { spaceType: "storefront", mission: "youth-development" },
  officeEducation: { spaceType: "office", mission: "community-education" },
  outdoorJustice: { spaceType: "outdoor", mission: "social-justice" },
} as const;
export type Theme = keyof typeof THEMES;

export const postMatchingRequest = async (member: SignedInMember, title: string, theme: Theme) => {
  const response = await member.page.request.post("/api/space-requests", {
    data: {
      title,
      description: "Weekly oral-history evenings where elders and teens perform stories together.",
      spaceType: THEMES[theme].spaceType,
      location: "rino",
      participants: 12,
      values: [THEMES[theme].mission, "performance", "intergenerational"],
      contactName: member.name,
      contactEmail: member.user.email ?? "seeker@example.test",
      imageUrls: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
};

export const postMatchingOffer = async (member: SignedInMember, spaceName: string, theme: Theme) => {
  const response = await member.page.request.post("/api/space-offers", {
    data: {
      spaceName,
      description: "A bright gallery with movable walls, chairs for forty and a small stage.",
      spaceType: THEMES[theme].spaceType,
      address: "2901 Blake St, Denver",
      capacity: 30,
      availability: ["weekday-evening"],
      supportedCauses: [THEMES[theme].mission, "performance"],
      contactName: member.name,
      contactEmail: member.user.email ?? "host@example.test",
      imageUrls: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
};

/** The id of the match between the member and the other party, from the member's match list. */
export const matchIdWith = async (member: SignedInMember, otherName: string): Promise<string> => {
  let id: string | undefined;
  await expect
    .poll(async () => {
      const response = await member.page.request.get(`/api/matches/user/${member.user.id}`);
      if (!response.ok()) return undefined;
      const list = (await response.json()) as { id: string; otherPartyName: string }[];
      id = list.find((match) => match.otherPartyName === otherName)?.id;
      return id;
    })
    .toBeTruthy();
  return id as string;
};

/** The live event stream is open (useRealtime writes its state on <html data-stream>). */
export const expectStreamOpen = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-stream", "open", { timeout: 15_000 });

/** A seeker and a host, each in a context of their own, whose request and offer in `theme` have matched. */
export const matchedPair = async (browser: Browser, theme: Theme, [seekerName, hostName]: [string, string]) => {
  const seeker = await signUpInNewContext(browser, seekerName);
  const host = await signUpInNewContext(browser, hostName);
  const stamp = Date.now();
  const requestTitle = `Gathering ${stamp}`;
  await postMatchingOffer(host, `Room ${stamp}`, theme);
  await postMatchingRequest(seeker, requestTitle, theme);
  return { seeker, host, requestTitle, matchId: await matchIdWith(seeker, host.name) };
};
