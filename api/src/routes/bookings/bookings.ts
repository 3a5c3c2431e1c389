import { BOOKING_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { serverTimeZone } from "../../lib/serverTimeZone";
import { authorize, authorizeRule } from "../../policies";
import { bookingPolicy } from "../../policies/booking";
import { presentBooking } from "../../presenters/booking";
import { bookingsOfMatch, findBooking } from "../../services/bookings/bookingStore";
import { noticeChange } from "../../services/bookings/notices";
import { proposeBooking } from "../../services/bookings/propose";
import { applyBookingAction } from "../../services/bookings/transitions";
import { findMatch } from "../../services/matching/findMatch";
import { register } from "../register";

const router = new Router<AppState>();

/** A party proposes a time; the match row is locked so a proposal never races the match's own lifecycle. */
register(
  router,
  BOOKING_ROUTES.propose,
  async (ctx) => {
    const { transaction } = ctx.state;
    const match = await findMatch(ctx.state.input.params.id, { transaction, lock: true });
    const actor = ctx.state.user;
    authorize(actor, "update", match);
    const booking = await proposeBooking(
      { match, actor, input: ctx.state.input.body, now: new Date(), timeZone: serverTimeZone() },
      transaction,
    );
    ctx.status = 201;
    ctx.body = presentBooking(booking);
  },
  { transaction: true },
);

register(router, BOOKING_ROUTES.listByMatch, async (ctx) => {
  const match = await findMatch(ctx.state.input.params.id);
  authorize(ctx.state.user, "read", match);
  ctx.body = (await bookingsOfMatch(match.id)).map(presentBooking);
});

/** One step of the lifecycle on the locked booking; the answer is the booking as it now stands. */
register(
  router,
  BOOKING_ROUTES.act,
  async (ctx) => {
    const { transaction } = ctx.state;
    const booking = await findBooking(ctx.state.input.params.id, { transaction, lock: true });
    const actor = ctx.state.user;
    authorizeRule(bookingPolicy.update, actor, booking);
    const change = await applyBookingAction(
      { booking, actor, input: ctx.state.input.body, now: new Date() },
      transaction,
    );
    const after = await findBooking(booking.id, { transaction });
    await noticeChange({ before: booking, after, change, actor }, transaction);
    ctx.body = presentBooking(after);
  },
  { transaction: true },
);

export default router;
