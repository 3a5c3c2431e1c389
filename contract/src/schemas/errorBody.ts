import { z } from "zod";

/** Body of every JSON error (docs/http-api.md). */
export const errorBody = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorIssue = NonNullable<ErrorBody["issues"]>[number];

/** Flattens zod issues into the `{path, message}` list of the error body. */
export const toErrorIssues = (error: z.ZodError): ErrorIssue[] =>
  error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
