import { createHash, randomBytes } from "node:crypto";
import { DESKTOP_SIGN_IN } from "@kindred/contract";
import { QueryTypes } from "sequelize";
import { database } from "../../db/database";
import { User } from "../../db/models";
import { GoneError } from "../../errors";

/** Only hashes are stored: a leaked table opens no account. */
const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The deep link that hands the sign-in to the app: a one-time code, or the failure. */
export const desktopLink = (answer: { code: string } | { error: "oauth" }) =>
  `${DESKTOP_SIGN_IN.link}?${new URLSearchParams(answer).toString()}`;

/**
 * Stores a one-time code for `user`, bound to the app's challenge (the SHA-256 of a verifier
 * only the app that started the sign-in holds), and returns the code.
 */
export const createDesktopSignIn = async (user: User, isNew: boolean, challenge: string): Promise<string> => {
  const code = randomBytes(32).toString("base64url");
  // Codes nobody traded in are of no use to anyone: each new one sweeps them away.
  await database().query(`DELETE FROM desktop_sign_ins WHERE "expiresAt" < now()`);
  await database().query(
    `INSERT INTO desktop_sign_ins ("userId", "codeHash", "challenge", "isNew", "expiresAt")
     VALUES (:userId, :codeHash, :challenge, :isNew, :expiresAt)`,
    {
      replacements: {
        userId: user.id,
        codeHash: sha256(code),
        challenge,
        isNew,
        expiresAt: new Date(Date.now() + DESKTOP_SIGN_IN.codeLifetimeMs),
      },
    },
  );
  return code;
};

/**
 * The member behind a code, which is used up. 410 when the code is unknown, used, expired, or
 * the verifier is not the one whose challenge came with the sign-in (a code caught on its way
 * to the app is worth nothing without it).
 */
export const redeemDesktopSignIn = async (code: string, verifier: string): Promise<{ user: User; isNew: boolean }> => {
  const [row] = await database().query<{ userId: string; isNew: boolean }>(
    `UPDATE desktop_sign_ins SET "usedAt" = now()
      WHERE "codeHash" = :codeHash AND "challenge" = :challenge AND "usedAt" IS NULL AND "expiresAt" > now()
      RETURNING "userId", "isNew"`,
    { replacements: { codeHash: sha256(code), challenge: sha256(verifier) }, type: QueryTypes.SELECT },
  );
  const user = row ? await User.findByPk(row.userId) : null;
  if (!row || !user) throw GoneError(DESKTOP_SIGN_IN.expired);
  return { user, isNew: row.isNew };
};
