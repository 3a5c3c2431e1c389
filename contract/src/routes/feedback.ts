import { feedback, feedbackInput } from "../schemas/feedback";
import { defineRoute } from "./route";

export const FEEDBACK_ROUTES = {
  send: defineRoute({
    method: "post",
    path: "/api/feedback",
    access: "visitor",
    body: feedbackInput,
    status: 201,
    response: { description: "The feedback", schema: feedback },
    tag: "Feedback",
    summary: "Send feedback (visitors too)",
    description: "Rate limited per IP. A screenshot (base64 data URL) may be up to 5 MB decoded.",
    errors: [429],
  }),
};
