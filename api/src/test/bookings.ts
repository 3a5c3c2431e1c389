import type Koa from "koa";
import type { SpaceOffer } from "../db/models";
import { type Agent, signedInAgent } from "./agent";
import { createMatch, createSpaceOffer, createSpaceRequest, createUser } from "./factories";

// biome-ignore lint/suspicious/noExplicitAny: any Koa app, whatever its state type
type AnyApp = Koa<any, any>;

const DAY = 86_400_000;

/** `YYYY-MM-DD` of the first `weekday` (0 = Sunday) at least `daysAhead` days from now. */
export const dayAhead = (daysAhead: number, weekday = 2): string => {
  let at = Date.now() + daysAhead * DAY;
  while (new Date(at).getUTCDay() !== weekday) at += DAY;
  return new Date(at).toISOString().slice(0, 10);
};

/** `date` plus `days` (`YYYY-MM-DD`). */
export const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * An accepted match between a fresh host (whose offer is open on weekday evenings, 18:00–22:00)
 * and a fresh seeker, both signed in.
 */
export const acceptedMatch = async (
  app: () => AnyApp,
  {
    offer: offerFields = {},
    host: existingHost,
  }: { offer?: Partial<SpaceOffer>; host?: { agent: Agent; user: Awaited<ReturnType<typeof createUser>> } } = {},
) => {
  const host = existingHost ?? (await signedInAgent(app(), await createUser({ firstName: "Leah", lastName: "Host" })));
  const seeker = await signedInAgent(app(), await createUser({ firstName: "Maya", lastName: "Seeker" }));
  const offer = await createSpaceOffer({
    user: host.user,
    capacity: 20,
    availability: ["weekday-evening"],
    ...(offerFields as object),
  });
  const request = await createSpaceRequest({ user: seeker.user });
  const match = await createMatch({
    request,
    offer,
    status: "accepted",
    acceptedBy: [seeker.user.id, host.user.id],
  });
  return { host, seeker, offer, match };
};
