/** What a key press means on the My Spaces table (row focused). */
export type TableKeyAction = "previous" | "next" | "first" | "last" | "select" | "open" | "edit" | "pause";

/** What a key press means in the admin's feedback triage. */
export type TriageKeyAction = { kind: "next" | "previous" | "open" | "screenshot" } | { kind: "status"; index: number };

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const withModifier = (event: KeyLike) => event.altKey || event.ctrlKey || event.metaKey;

const TABLE_KEYS: Record<string, TableKeyAction> = {
  ArrowUp: "previous",
  ArrowDown: "next",
  Home: "first",
  End: "last",
  " ": "select",
  Enter: "open",
  e: "edit",
  p: "pause",
};

/** The table's action for a key, or null; browser and system shortcuts (Ctrl, Alt, Cmd) stay theirs. */
export const tableKeyAction = (event: KeyLike): TableKeyAction | null => {
  if (withModifier(event)) return null;
  return TABLE_KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
};

/** Triage's action for a key, or null: J/K move, Enter opens, 1–4 set a status, S shows the screenshot. */
export const triageKeyAction = (event: KeyLike): TriageKeyAction | null => {
  if (withModifier(event)) return null;
  const key = event.key.toLowerCase();
  if (key === "j") return { kind: "next" };
  if (key === "k") return { kind: "previous" };
  if (key === "enter") return { kind: "open" };
  if (key === "s") return { kind: "screenshot" };
  if (/^[1-4]$/.test(key)) return { kind: "status", index: Number(key) - 1 };
  return null;
};

/** Whether a key press lands where the member is typing or pressing a control, so shortcuts must keep off. */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, [contenteditable='true'], [role='combobox']") !== null;
};

/** Whether Enter on this element already does something (a button or link), so a shortcut must not. */
export const isControl = (target: EventTarget | null): boolean => {
  return target instanceof HTMLElement && target.closest("button, a[href], [role='button'], [role='switch']") !== null;
};

/** The index a move lands on, kept within the list. */
export const moveIndex = (current: number, action: "previous" | "next" | "first" | "last", length: number): number => {
  if (length === 0) return -1;
  if (action === "first") return 0;
  if (action === "last") return length - 1;
  const next = current + (action === "next" ? 1 : -1);
  return Math.min(length - 1, Math.max(0, next));
};
