/** A form value or a stored one: text, number, flag, list of ids, or nothing. */
type FieldValue = unknown;

const isBlank = (value: FieldValue): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

const asNumber = (value: FieldValue): number | null => {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** Lists are compared as sets (docs/product.md section 5: "lists compared ignoring order"). */
const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  const left = new Set(a.map(String));
  const right = new Set(b.map(String));
  return left.size === right.size && [...left].every((item) => right.has(item));
};

/** Whether a field kept its value: blanks are alike, "12" is 12, text ignores surrounding spaces. */
export const sameValue = (before: FieldValue, after: FieldValue): boolean => {
  if (Array.isArray(before) || Array.isArray(after)) {
    return sameList(Array.isArray(before) ? before : [], Array.isArray(after) ? after : []);
  }
  if (isBlank(before) || isBlank(after)) return isBlank(before) && isBlank(after);
  if (typeof before === "number" || typeof after === "number") {
    const left = asNumber(before);
    const right = asNumber(after);
    return left !== null && left === right;
  }
  if (typeof before === "string" && typeof after === "string") return before.trim() === after.trim();
  return before === after;
};

/**
 * The fields of `next` whose value differs from `original` (edit screens send only these,
 * docs/product.md section 5). Nothing changed gives an empty object, and then nothing is sent.
 */
export const changedFields = <T extends Record<string, unknown>>(
  original: Readonly<Record<string, unknown>>,
  next: T,
): Partial<T> => {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T & string)[]) {
    if (!sameValue(original[key], next[key])) changes[key] = next[key];
  }
  return changes;
};

export const hasChanges = (changes: object): boolean => Object.keys(changes).length > 0;
