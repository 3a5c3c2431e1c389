import { z } from "zod";

/** Body of every JSON error (docs/http-api.md). */
export const errorBody = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ErrorIssue = NonNullable<ErrorBody["issues"]>[number];

type Issue = z.core.$ZodIssue;

/** How far a body is from a shape: each key the shape does not know counts more than any field's issue. */
const distance = (issues: readonly Issue[]) =>
  issues.reduce((sum, issue) => sum + (issue.code === "unrecognized_keys" ? 100 * issue.keys.length : 1), 0);

/**
 * A body that fits none of a union's shapes is told what is wrong with the one it came closest to,
 * field by field, not "Invalid input". A union of values for one field (a number or digits, "" or
 * a choice) keeps its own message: its closest branch only says the value itself has the wrong type.
 */
const closestIssues = (issue: Issue): Issue[] => {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return [issue];
  const closest = issue.errors.reduce((best, errors) => (distance(errors) < distance(best) ? errors : best));
  if (closest.every((inner) => inner.path.length === 0 && inner.code !== "unrecognized_keys")) return [issue];
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as Issue).flatMap(closestIssues);
};

/** Flattens zod issues into the `{path, message}` list of the error body. */
export const toErrorIssues = (error: z.ZodError): ErrorIssue[] =>
  error.issues.flatMap(closestIssues).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
