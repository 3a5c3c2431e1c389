/**
 * `npm run admin -- create <email>` / `grant <email>` / `grant-moderator <email>` / `revoke <email>` /
 * `reset-password <email>`.
 * A role granted here stays until revoked here; members listed in ADMIN_EMAILS with a confirmed
 * email get the role at their next sign-in whatever this says.
 */
import { ConfigError, loadConfig } from "../config";
import { ADMIN_USAGE, changeAdminRole, createMemberFor, createResetLinkFor, parseAdminArgs } from "./adminRole";
import { openDatabase } from "./database";

const args = parseAdminArgs(process.argv.slice(2));
if (!args) {
  console.error(ADMIN_USAGE);
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    console.log(
      args.command === "reset-password"
        ? await createResetLinkFor(args.email, config.publicUrl)
        : args.command === "create"
          ? await createMemberFor(args.email, config.publicUrl)
          : await changeAdminRole(args.command, args.email),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
