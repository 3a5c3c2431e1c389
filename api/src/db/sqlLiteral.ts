import { escapeLiteral } from "pg";

/**
 * Values written into a statement's text as SQL literals, for a hot read sent as one simple query
 * (`literalRows` in `db/prepared.ts`): PostgreSQL plans it for those very values, and the server
 * skips Sequelize's replacements, which scan the whole text for each call (0.2-0.5 ms for
 * explore's). Strings go through the driver's `escapeLiteral` only.
 */
export const textLiteral = (value: string) => escapeLiteral(value);

export const textArrayLiteral = (values: readonly string[]) => `ARRAY[${values.map(escapeLiteral).join(", ")}]::text[]`;

/**
 * A list as PostgreSQL's array text, untyped: the column it is written to (or a cast) gives its
 * element type, as `'{}'` is any empty array.
 */
export const untypedArrayLiteral = (values: readonly string[]) =>
  escapeLiteral(`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`);

export const uuidLiteral = (value: string) => `${escapeLiteral(value)}::uuid`;

export const booleanLiteral = (value: boolean) => (value ? "true" : "false");

/** A whole number (a limit, a capacity, a cursor's microseconds as digits); anything else throws. */
export const integerLiteral = (value: number | string) => {
  const text = String(value);
  if (!/^-?\d{1,18}$/.test(text)) throw new Error(`not a whole number: ${text}`);
  return text;
};
