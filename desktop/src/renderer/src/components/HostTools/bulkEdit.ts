import { HOST_TOOLS_TEXTS, type SpaceOffer, type SpaceOfferUpdate } from "@kindred/contract";
import { ApiError, serverMessage } from "../../lib/api";

const t = HOST_TOOLS_TEXTS.edit;

export type EditMode = keyof typeof HOST_TOOLS_TEXTS.edit.modes;

/** One field's change: how, and with which choices. */
export interface FieldEdit {
  mode: EditMode;
  values: readonly string[];
}

export interface BulkEdit {
  availability: FieldEdit;
  supportedCauses: FieldEdit;
}

type EditedField = keyof BulkEdit;

const FIELD_LABELS: Record<EditedField, string> = { availability: t.availability, supportedCauses: t.causes };

/** A field's new list, or the old one when the mode is keep. Added choices go after the kept ones. */
export const applyFieldEdit = (current: readonly string[], edit: FieldEdit): string[] => {
  switch (edit.mode) {
    case "keep":
      return [...current];
    case "add":
      return [...current, ...edit.values.filter((value) => !current.includes(value))];
    case "remove":
      return current.filter((value) => !edit.values.includes(value));
    case "replace":
      return [...edit.values];
  }
};

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** The PUT body for one space: only the fields that really change; null when nothing does. */
export const offerChanges = (offer: Pick<SpaceOffer, EditedField>, edit: BulkEdit): SpaceOfferUpdate | null => {
  const changes: SpaceOfferUpdate = {};
  for (const field of ["availability", "supportedCauses"] as const) {
    const next = applyFieldEdit(offer[field], edit[field]);
    if (!sameList(next, offer[field])) changes[field] = next;
  }
  return Object.keys(changes).length > 0 ? changes : null;
};

/** Why the edit cannot start yet, or null: at least one field must change, and a change needs choices. */
export const editProblem = (edit: BulkEdit): string | null => {
  const fields = [edit.availability, edit.supportedCauses];
  if (fields.every((field) => field.mode === "keep")) return t.nothingToDo;
  if (fields.some((field) => field.mode !== "keep" && field.values.length === 0)) return t.needChoices;
  return null;
};

/** The outcome for one space: what changed, nothing to change, or the server's reason it failed. */
export type EditOutcome =
  | { name: string; status: "changed"; fields: readonly EditedField[] }
  | { name: string; status: "unchanged" }
  | { name: string; status: "failed"; reason: string };

/** One line per space, in the order the spaces were edited. */
export const summaryLines = (outcomes: readonly EditOutcome[]): string[] => {
  return outcomes.map((outcome) => {
    if (outcome.status === "changed") {
      return t.changed(outcome.name, outcome.fields.map((field) => FIELD_LABELS[field].toLowerCase()).join(" and "));
    }
    if (outcome.status === "unchanged") return t.unchanged(outcome.name);
    return t.failed(outcome.name, outcome.reason);
  });
};

/** The toast after a bulk edit: how many spaces changed and how many failed. */
export const summaryToast = (outcomes: readonly EditOutcome[]): string => {
  const count = (status: EditOutcome["status"]) => outcomes.filter((outcome) => outcome.status === status).length;
  return t.doneToast(count("changed"), count("failed"));
};

/**
 * Why the server refused a space's change: its field messages when it named fields (a summary line
 * has no fields to highlight), else its message, else `fallback`.
 */
export const failureReason = (error: unknown, fallback: string): string => {
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  const messages = [...new Set(issues.map((issue) => issue.message))];
  return messages.length > 0 ? messages.join(" ") : serverMessage(error, fallback);
};
