import { BOOKING_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { sendPage } from "../../lib/paging";
import { inLocale } from "../../lib/readerLocale";
import { serverTimeZone } from "../../lib/serverTimeZone";
import { currentUser } from "../../middleware/authentication";
import { presentOccurrence } from "../../presenters/booking";
import {
  calendarToken,
  feedBookings,
  feedUrl,
  memberOfToken,
  rotateCalendarToken,
} from "../../services/bookings/calendarFeeds";
import { busyRanges, dateRange, myOccurrences } from "../../services/bookings/reads";
import { memberFeed } from "../../services/calendar/memberFeed";
import { findSpaceOffer } from "../../services/listings/findListing";
import { register } from "../register";

const router = new Router<AppState>();

/** The member's own dates, as seeker and as host, earliest first, paged. */
register(router, BOOKING_ROUTES.mine, async (ctx) => {
  const { query } = ctx.state.input;
  const page = await myOccurrences(currentUser(ctx).id, dateRange(query, serverTimeZone()), query);
  sendPage(ctx, {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      ...presentOccurrence(row),
      bookingId: row.bookingId,
      matchId: row.matchId,
      bookingStatus: row.bookingStatus,
      role: row.role,
      spaceOfferId: row.spaceOfferId,
      spaceName: row.spaceName,
      otherPartyName: row.otherPartyName,
      proposedBy: row.proposedBy,
      outsideAvailability: row.outsideAvailability,
    })),
  });
});

/** Public like the offer page: when it is taken, never by whom. */
register(router, BOOKING_ROUTES.busy, async (ctx) => {
  const offer = await findSpaceOffer(ctx.state.input.params.id);
  const ranges = await busyRanges(offer.id, dateRange(ctx.state.input.query, serverTimeZone()));
  ctx.body = ranges.map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() }));
});

register(router, BOOKING_ROUTES.calendarToken, async (ctx) => {
  const { config } = ctx.services;
  ctx.set("Cache-Control", "no-store");
  ctx.body = { url: feedUrl(config.publicUrl, await calendarToken(config.sessionKeys, currentUser(ctx).id)) };
});

register(router, BOOKING_ROUTES.rotateCalendarToken, async (ctx) => {
  const { config } = ctx.services;
  ctx.set("Cache-Control", "no-store");
  ctx.body = { url: feedUrl(config.publicUrl, await rotateCalendarToken(config.sessionKeys, currentUser(ctx).id)) };
});

/**
 * The member's private feed, in their language: the secret address is the authority (calendar
 * apps send no cookies). An address that is malformed, forged or rotated away names nothing: 404.
 */
register(router, BOOKING_ROUTES.privateFeed, async (ctx) => {
  const { config } = ctx.services;
  const userId = await memberOfToken(config.sessionKeys, ctx.state.input.params.token);
  if (!userId) throw NotFoundError();
  ctx.type = BOOKING_ROUTES.privateFeed.response.contentType;
  ctx.set("Cache-Control", "private, no-store");
  ctx.set("X-Robots-Tag", "noindex");
  const [bookings, owner] = await Promise.all([
    feedBookings(userId),
    User.findByPk(userId, { attributes: ["id", "locale"] }),
  ]);
  // Calendar apps send no language of their own: the feed is worded in its member's.
  ctx.body = inLocale(owner?.locale, () =>
    memberFeed(bookings, { host: new URL(config.publicUrl).host, now: new Date() }),
  );
});

export default router;
