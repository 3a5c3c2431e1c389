import { FEEDBACK_ROUTES, type FeedbackInput } from "@kindred/contract";
import { useMutation } from "@tanstack/react-query";
import { call } from "../lib/call";

export const useSubmitFeedback = () =>
  useMutation({ mutationFn: (input: FeedbackInput) => call(FEEDBACK_ROUTES.send, { body: input }) });
