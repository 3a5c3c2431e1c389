import type { User } from "../db/models";

/** A rule answers whether `actor` (undefined for a visitor) may act on `subject`. */
export type Rule<S> = (actor: User | undefined, subject: S) => boolean;
export type Policy<S> = Record<string, Rule<S>>;
