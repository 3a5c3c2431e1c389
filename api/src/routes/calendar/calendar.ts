import { CALENDAR_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { serverTimeZone } from "../../lib/serverTimeZone";
import { authorize } from "../../policies";
import { busyRanges } from "../../services/bookings/reads";
import { offerFeed } from "../../services/calendar/offerFeed";
import { nextUnavailableDates } from "../../services/calendar/unavailableDates";
import { findSpaceOffer } from "../../services/listings/findListing";
import { register } from "../register";

const router = new Router<AppState>();

/** Replaces the offer's unavailable dates with the set sent; days that are over stay as stored (`nextUnavailableDates`). */
register(
  router,
  CALENDAR_ROUTES.setUnavailableDates,
  async (ctx) => {
    const { transaction } = ctx.state;
    const offer = await findSpaceOffer(ctx.state.input.params.id, { transaction, lock: true });
    authorize(ctx.state.user, "update", offer);
    const dates = nextUnavailableDates(offer.unavailableDates ?? [], ctx.state.input.body.dates);
    await offer.update({ unavailableDates: dates }, { transaction });
    ctx.body = { dates: offer.unavailableDates };
  },
  { transaction: true },
);

const DAY = 86_400_000;

/**
 * Public like the offer page; calendar apps poll it, so it is cheap to answer and may be cached
 * briefly. Confirmed bookings from a month back to a year ahead show as busy, without names.
 */
register(router, CALENDAR_ROUTES.feed, async (ctx) => {
  const offer = await findSpaceOffer(ctx.state.input.params.id);
  const now = Date.now();
  const busy = await busyRanges(offer.id, { start: new Date(now - 31 * DAY), end: new Date(now + 366 * DAY) });
  ctx.type = CALENDAR_ROUTES.feed.response.contentType;
  ctx.set("Cache-Control", "public, max-age=300");
  ctx.set("Content-Disposition", `inline; filename="space-${offer.id}.ics"`);
  ctx.body = offerFeed(offer, {
    timeZone: serverTimeZone(),
    host: new URL(ctx.services.config.publicUrl).host,
    busy,
  });
});

export default router;
