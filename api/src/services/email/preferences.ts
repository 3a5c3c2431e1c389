import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  EMAILED_NOTIFICATION_TYPES,
  type EmailFrequency,
  type NotificationPreferences,
  type NotificationPreferencesInput,
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
    `SELECT ${EMAILED_NOTIFICATION_TYPES.map((type) => `"${type}"`).join(", ")} FROM notification_preferences WHERE "userId" = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const type of EMAILED_NOTIFICATION_TYPES) if (row) preferences[type] = row[type];
  return preferences;
};

/** Saves the member's choices; a type left out (an older client's form) keeps what it was. */
export const savePreferences = async (
  userId: string,
  choices: NotificationPreferencesInput,
  transaction?: Transaction,
): Promise<NotificationPreferences> => {
  const preferences = { ...(await preferencesOf(userId, transaction)), ...definedOnly(choices) };
  const columns = EMAILED_NOTIFICATION_TYPES.map((type) => `"${type}"`);
  await database().query(
    // A member deleted since their mail was sent has nothing left to change.
    `INSERT INTO notification_preferences ("userId", ${columns.join(", ")})
     SELECT "id", ${EMAILED_NOTIFICATION_TYPES.map((type) => `:${type}`).join(", ")} FROM users WHERE "id" = :userId
     ON CONFLICT ("userId") DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(", ")},
       "updatedAt" = now()`,
    { replacements: { userId, ...preferences }, transaction },
  );
  return preferencesOf(userId, transaction);
};

const definedOnly = (choices: NotificationPreferencesInput): Partial<NotificationPreferences> =>
  Object.fromEntries(Object.entries(choices).filter(([, value]) => value !== undefined));

/**
 * What an unsubscribe link changes: its type turns off, or for the digest every type that was
 * collected for it. Repeating it changes nothing more.
 */
export const unsubscribe = async (userId: string, kind: UnsubscribeKind, transaction?: Transaction): Promise<void> => {
  const current = await preferencesOf(userId, transaction);
  const off = (frequency: EmailFrequency): EmailFrequency => (frequency === "daily" ? "off" : frequency);
  const next: NotificationPreferences =
    kind === "digest"
      ? (Object.fromEntries(
          EMAILED_NOTIFICATION_TYPES.map((type) => [type, off(current[type])]),
        ) as NotificationPreferences)
      : { ...current, [kind]: "off" };
  await savePreferences(userId, next, transaction);
};
