import { feedbackInput } from "@kindred/contract";
import Router from "@koa/router";
import type { z } from "zod";
import { type AppState, handler } from "../../context";
import { Feedback } from "../../db/models";
import { rateLimit } from "../../middleware/rateLimit";
import { transaction } from "../../middleware/transaction";
import { validate } from "../../middleware/validate";
import { presentFeedback } from "../../presenters/feedback";

const router = new Router<AppState>();

/** Open to visitors; the member comes from the session, never from the body. */
router.post(
  "/feedback",
  rateLimit((services) => services.feedbackLimiter),
  validate(feedbackInput),
  transaction(),
  handler<{ body: z.output<typeof feedbackInput> }>(async (ctx) => {
    const { type, message, priority, page, userAgent } = ctx.state.input.body;
    const feedback = await Feedback.create(
      {
        userId: ctx.state.user?.id ?? null,
        type,
        message,
        priority,
        page,
        userAgent: userAgent ?? ctx.get("User-Agent") ?? null,
        // Screenshots are stored once object storage lands; until then they are dropped.
        screenshotObjectId: null,
      },
      { transaction: ctx.state.transaction },
    );
    ctx.status = 201;
    ctx.body = presentFeedback(feedback);
  }),
);

export default router;
