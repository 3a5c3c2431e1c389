import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with its default cost: 19 MiB memory, 2 passes,
 * OWASP's recommended minimum.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A real hash to verify against when the email is unknown, so both paths take the same time. */
let decoyHash: Promise<string> | undefined;

export const verifyPassword = async (passwordHash: string | null, password: string): Promise<boolean> => {
  if (!passwordHash) {
    decoyHash ??= hash("decoy-password-for-unknown-accounts");
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
