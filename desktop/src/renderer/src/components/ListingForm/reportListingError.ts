import { WEB_TEXTS } from "@kindred/contract";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { serverMessage } from "../../lib/api";
import { toast } from "../../stores/toastStore";
import { applyServerIssues } from "./formErrors";

/**
 * A failed listing save: field issues of a 400 go on their fields, and a destructive toast says
 * the server's message or `fallback` (docs/product.md section 8). Nothing typed is touched.
 */
export const reportListingError = <T extends FieldValues>(
  error: unknown,
  { fields, setError, fallback }: { fields: readonly string[]; setError: UseFormSetError<T>; fallback: string },
) => {
  applyServerIssues(error, fields, setError);
  toast({ title: WEB_TEXTS.errorTitle, description: serverMessage(error, fallback), variant: "destructive" });
};
