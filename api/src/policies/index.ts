import { Feedback, Match, Notification, SpaceOffer, SpaceRequest, StoredObject, User } from "../db/models";
import { AuthenticationError, AuthorizationError } from "../errors";
import { feedbackPolicy } from "./admin";
import { listingPolicy } from "./listing";
import { matchPolicy } from "./match";
import { notificationPolicy } from "./notification";
import type { Policy } from "./policy";
import { storedObjectPolicy } from "./storedObject";
import { userPolicy } from "./user";

export { loadContactAccess } from "./listing";
export type { Policy, Rule } from "./policy";

/** Each model's policy, so an action is one of the keys of its subject's policy, never a free string. */
type PolicyOf<S> = S extends SpaceRequest | SpaceOffer
  ? typeof listingPolicy
  : S extends Match
    ? typeof matchPolicy
    : S extends Notification
      ? typeof notificationPolicy
      : S extends Feedback
        ? typeof feedbackPolicy
        : S extends StoredObject
          ? typeof storedObjectPolicy
          : S extends User
            ? typeof userPolicy
            : never;

export type Action<S> = keyof PolicyOf<S> & string;

// biome-ignore lint/suspicious/noExplicitAny: the registry holds policies of every model type
type ModelClass = abstract new (...args: any[]) => object;

/** One policy per model, found by the subject's class. */
const registry = new Map<ModelClass, Policy<never>>([
  [User, userPolicy],
  [SpaceRequest, listingPolicy],
  [SpaceOffer, listingPolicy],
  [StoredObject, storedObjectPolicy],
  [Match, matchPolicy],
  [Notification, notificationPolicy],
  [Feedback, feedbackPolicy],
]);

const ruleFor = (action: string, subject: object) => {
  for (const [model, policy] of registry) {
    if (subject instanceof model) {
      const rule = policy[action];
      if (!rule) throw new Error(`No "${action}" rule in the ${model.name} policy`);
      return rule as (actor: User | undefined, subject: object) => boolean;
    }
  }
  throw new Error(`No policy for ${subject.constructor.name}`);
};

/** Whether `actor` may `action` the subject (for presenters and conditional fields). */
export const can = <S extends object>(actor: User | undefined, action: Action<S>, subject: S): boolean =>
  ruleFor(action, subject)(actor, subject);

/**
 * Throws 401 for a visitor and 403 for a member who may not; afterwards `actor` is known to
 * be a signed-in member.
 */
// An assertion function must be declared with an explicit type (TS2775): its signature, then the arrow.
export const authorize: <S extends object>(
  actor: User | undefined,
  action: Action<S>,
  subject: S,
) => asserts actor is User = (actor, action, subject) => {
  authorizeRule(ruleFor(action, subject), actor, subject);
};

/**
 * `authorize` with the rule named directly, for a subject that is no model instance (a hot
 * read's plain row): the same 401 and 403.
 */
export const authorizeRule: <S>(
  rule: (actor: User | undefined, subject: S) => boolean,
  actor: User | undefined,
  subject: S,
) => asserts actor is User = (rule, actor, subject) => {
  if (rule(actor, subject) && actor) return;
  throw actor ? AuthorizationError() : AuthenticationError();
};
