import type Koa from "koa";
import { database } from "../db/database";
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

type SignedIn = { agent: Agent; user: Awaited<ReturnType<typeof createUser>> };

/**
 * An accepted match between a fresh host (whose offer is open on weekday evenings, 18:00–22:00)
 * and a fresh seeker, both signed in.
 */
export const acceptedMatch = async (
  app: () => AnyApp,
  {
    offer: offerFields = {},
    host: existingHost,
    seeker: existingSeeker,
  }: { offer?: Partial<SpaceOffer>; host?: SignedIn; seeker?: SignedIn } = {},
) => {
  const host = existingHost ?? (await signedInAgent(app(), await createUser({ firstName: "Leah", lastName: "Host" })));
  const seeker =
    existingSeeker ?? (await signedInAgent(app(), await createUser({ firstName: "Maya", lastName: "Seeker" })));
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

/**
 * A confirmed booking of the parties' match whose one date ended at `endedAt` (proposed and
 * accepted through the routes a week ahead, then moved into the past, where no route can put it).
 */
export const endedBooking = async (
  parties: { match: { id: string }; seeker: { agent: Agent }; host: { agent: Agent } },
  endedAt: Date = new Date(Date.now() - 3_600_000),
) => {
  const date = dayAhead(7);
  const proposed = await parties.seeker.agent
    .post(`/api/matches/${parties.match.id}/bookings`)
    .send({ startsAt: `${date}T18:00:00Z`, endsAt: `${date}T20:00:00Z` });
  const accepted = await parties.host.agent.patch(`/api/bookings/${proposed.body.id}`).send({ action: "accept" });
  if (accepted.status !== 200) throw new Error(`the booking was not confirmed: ${JSON.stringify(accepted.body)}`);
  const startsAt = new Date(endedAt.getTime() - 2 * 3_600_000);
  const replacements = { id: proposed.body.id as string, startsAt, endsAt: endedAt };
  await database().query(
    `UPDATE booking_occurrences SET "startsAt" = :startsAt, "endsAt" = :endsAt, "originalStartsAt" = :startsAt,
            "date" = (:startsAt::timestamptz AT TIME ZONE 'UTC')::date
      WHERE "bookingId" = :id`,
    { replacements },
  );
  await database().query(`UPDATE bookings SET "startsAt" = :startsAt, "endsAt" = :endsAt WHERE "id" = :id`, {
    replacements,
  });
  return proposed.body.id as string;
};
