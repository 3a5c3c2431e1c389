import type { FeedbackInput } from "@kindred/contract";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../lib/api";

export const useSubmitFeedback = () =>
  useMutation({ mutationFn: (input: FeedbackInput) => apiJson<unknown>("POST", "/api/feedback", input) });
