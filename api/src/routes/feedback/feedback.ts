import { FEEDBACK_ROUTES } from "@kindred/contract";
import Router from "@koa/router";
import type { AppState } from "../../context";
import { Feedback } from "../../db/models";
import { PayloadTooLargeError } from "../../errors";
import { rateLimit } from "../../middleware/rateLimit";
import { presentFeedback } from "../../presenters/feedback";
import { normalizeImage } from "../../services/images/imagePipeline";
import { SCREENSHOT_LIMIT, saveImage } from "../../services/storage/storedObjects";
import { register } from "../register";

const router = new Router<AppState>();

/** The screenshot's bytes: at most 5 MB decoded (the schema already checked it is a base64 image data URL). */
const decodeScreenshot = (dataUrl: string): Buffer => {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  if (bytes.length > SCREENSHOT_LIMIT.maxBytes) throw PayloadTooLargeError(SCREENSHOT_LIMIT.tooLarge);
  return bytes;
};

/**
 * Open to visitors; the member comes from the session, never from the body. A screenshot goes
 * through the same image checks as uploads (magic bytes, pixel limit, no metadata) and is
 * stored as an admins-only object.
 */
register(
  router,
  FEEDBACK_ROUTES.send,
  async (ctx) => {
    const { type, message, priority, page, userAgent, screenshot } = ctx.state.input.body;
    const { transaction } = ctx.state;
    const userId = ctx.state.user?.id ?? null;
    const screenshotObject = screenshot
      ? await saveImage(
          { storage: ctx.services.storage, transaction, ownerId: userId, kind: "feedback_screenshot" },
          await normalizeImage(decodeScreenshot(screenshot)),
        )
      : null;
    const feedback = await Feedback.create(
      {
        userId,
        type,
        message,
        priority,
        page,
        userAgent: userAgent ?? ctx.get("User-Agent") ?? null,
        screenshotObjectId: screenshotObject?.id ?? null,
      },
      { transaction },
    );
    ctx.status = 201;
    ctx.body = presentFeedback(feedback);
  },
  { limit: rateLimit("feedback"), transaction: true },
);

export default router;
