import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAILED_NOTIFICATION_TYPES,
  type EmailFrequency,
  type NotificationPreferences,
  type UnsubscribeKind,
} from "@kindred/contract";
import { QueryTypes, type Transaction } from "sequelize";
import { database } from "../../db/database";

/**
 * SQL for the email frequency of notification `alias` for the member whose preferences row is
 * `preferences` (left-joined: no row means the defaults).
 */
export const frequencySql = (alias: string, preferences: string): string =>
  `CASE ${alias}."type" ${EMAILED_NOTIFICATION_TYPES.map(
    (type) => `WHEN '${type}' THEN coalesce(${preferences}."${type}", '${DEFAULT_NOTIFICATION_PREFERENCES[type]}')`,
  ).join(" ")} END`;

/** The member's email preferences; the defaults until they save their own. */
export const preferencesOf = async (userId: string, transaction?: Transaction): Promise<NotificationPreferences> => {
  const [row] = await database().query<NotificationPreferences>(
    `SELECT "new_match", "new_message", "match_update" FROM notification_preferences WHERE "userId" = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  return row
    ? { new_match: row.new_match, new_message: row.new_message, match_update: row.match_update }
    : {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
      };
};

export const savePreferences = async (
  userId: string,
  preferences: NotificationPreferences,
  transaction?: Transaction,
): Promise<NotificationPreferences> => {
  await database().query(
    // A member deleted since their mail was sent has nothing left to change.
    `INSERT INTO notification_preferences ("userId", "new_match", "new_message", "match_update")
     SELECT "id", :new_match, :new_message, :match_update FROM users WHERE "id" = :userId
     ON CONFLICT ("userId") DO UPDATE SET "new_match" = EXCLUDED."new_match", "new_message" = EXCLUDED."new_message",
       "match_update" = EXCLUDED."match_update", "updatedAt" = now()`,
    { replacements: { userId, ...preferences }, transaction },
  );
  return preferencesOf(userId, transaction);
};

/**
 * What an unsubscribe link changes: its type turns off, or for the digest every type that was
 * collected for it. Repeating it changes nothing more.
 */
export const unsubscribe = async (userId: string, kind: UnsubscribeKind, transaction?: Transaction): Promise<void> => {
  const current = await preferencesOf(userId, transaction);
  const off = (frequency: EmailFrequency): EmailFrequency => (frequency === "daily" ? "off" : frequency);
  const next: NotificationPreferences =
    kind === "digest"
      ? {
          new_match: off(current.new_match),
          new_message: off(current.new_message),
          match_update: off(current.match_update),
        }
      : { ...current, [kind]: "off" };
  await savePreferences(userId, next, transaction);
};
