import { QueryTypes } from "sequelize";
import type { Sequelize } from "sequelize-typescript";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, databaseUrl, dropDatabase, useTestDatabase } from "../test/database";
import { applySqlDefinitions, createMigrator, migrateUp, sqlDefinitions } from "./migrate";
import { createSequelize } from "./sequelize";

// A clone of the freshly migrated template.
const fresh = useTestDatabase();

/** Every function and trigger the database runs, by the name of the file that defines it. */
const definitionsIn = async (sequelize: Sequelize) => {
  const functions = await sequelize.query<{ name: string; definition: string }>(
    `SELECT 'functions/' || p.proname || '.sql' AS "name", pg_get_functiondef(p.oid) AS "definition"
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    { type: QueryTypes.SELECT },
  );
  const triggers = await sequelize.query<{ name: string; definition: string }>(
    `SELECT 'triggers/' || tgname || '.sql' AS "name", pg_get_triggerdef(oid, true) AS "definition"
       FROM pg_trigger WHERE NOT tgisinternal`,
    { type: QueryTypes.SELECT },
  );
  return Object.fromEntries([...functions, ...triggers].map((row) => [row.name, row.definition]));
};

/** Applies every file again, as if each had changed, and answers the definitions before and after. */
const reapplyAll = async (sequelize: Sequelize) => {
  const before = await definitionsIn(sequelize);
  await sequelize.query(`UPDATE sql_definitions SET "checksum" = ''`);
  expect(await applySqlDefinitions(sequelize)).toHaveLength(sqlDefinitions().length);
  return { before, after: await definitionsIn(sequelize) };
};

const others: { name: string; sequelize: Sequelize }[] = [];
afterAll(async () => {
  for (const other of others) {
    await other.sequelize.close();
    await dropDatabase(other.name);
  }
});

describe("db/sql: every function and trigger written once", () => {
  it("has a file for every function and trigger of a migrated database, and an object for every file", async () => {
    const inDatabase = Object.keys(await definitionsIn(fresh.sequelize)).sort();
    expect(inDatabase.length).toBeGreaterThan(40);
    expect(sqlDefinitions().map((definition) => definition.name)).toEqual(inDatabase);
  });

  it("leaves a freshly migrated database running exactly the files' text", async () => {
    const { before, after } = await reapplyAll(fresh.sequelize);
    expect(after).toEqual(before);
  });

  it("brings a database migrated before the files existed to the same definitions as a fresh one", async () => {
    const name = await createDatabase({ empty: true });
    const sequelize = createSequelize(databaseUrl(name), { poolMax: 2 });
    others.push({ name, sequelize });
    // A database as release 3's first half left it: every migration up to the bookings.
    await createMigrator(sequelize).up({ to: "20261127050100-add-booking-notifications-and-mail-attachments" });
    await migrateUp(sequelize);
    expect(await definitionsIn(sequelize)).toEqual(await definitionsIn(fresh.sequelize));
    const { before, after } = await reapplyAll(sequelize);
    expect(after).toEqual(before);
  });

  it("applies a file again exactly when its text changes, and nothing when none did", async () => {
    expect(await applySqlDefinitions(fresh.sequelize)).toEqual([]);
    const changed = sqlDefinitions().map((definition) =>
      definition.name === "functions/listing_id_bits.sql"
        ? {
            ...definition,
            text: definition.text.replace("$function$", "$function$\n-- changed"),
            checksum: `${definition.checksum}-changed`,
          }
        : definition,
    );
    expect(await applySqlDefinitions(fresh.sequelize, changed)).toEqual(["functions/listing_id_bits.sql"]);
    expect((await definitionsIn(fresh.sequelize))["functions/listing_id_bits.sql"]).toContain("-- changed");
    expect(await applySqlDefinitions(fresh.sequelize, changed)).toEqual([]);
  });
});
