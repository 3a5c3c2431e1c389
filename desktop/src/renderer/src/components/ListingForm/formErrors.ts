import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../lib/api";

/**
 * Every message of a field, not just the first: a request's `values` can miss both a mission and a
 * project type at once (criteriaMode "all" keeps them all under `types`).
 */
export const fieldMessages = (error: FieldError | undefined): string[] => {
  if (!error) return [];
  const messages = [error.message, ...Object.values(error.types ?? {}).flat()];
  return [...new Set(messages.filter((message): message is string => typeof message === "string" && message !== ""))];
};

/**
 * Puts the field issues of a 400 (`{path, message}`) on their fields; returns whether any landed.
 * Several issues on one field are all kept, as `types`.
 */
export const applyServerIssues = <T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean => {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const field = issue.path.split(".")[0] ?? "";
    if (fields.includes(field)) byField.set(field, [...(byField.get(field) ?? []), issue.message]);
  }
  for (const [field, messages] of byField) {
    const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
    setError(field as Path<T>, { type: "server", message: messages[0], types });
  }
  return byField.size > 0;
};
