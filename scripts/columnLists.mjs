// Counts the hand-typed SQL column lists in the API's source (issue #24's before/after figure):
// inside each template literal that holds SQL (SELECT, RETURNING, INSERT INTO, json_build_object,
// or an alias-qualified column), every run of three or more comma-separated quoted column names,
// each optionally alias-qualified, cast, renamed with AS, or a json_build_object `'key', x."col"`
// pair. Tests, migrations, the bench, the soak, the demo and test helpers are left out. Lists
// built from the field tables (api/src/db/fieldTables.ts) are not in the source text, so they do
// not count. `node scripts/columnLists.mjs` prints the count per file, then the totals.
import { readdirSync, readFileSync } from "node:fs";

const files = readdirSync("api/src", { recursive: true })
  .map((file) => `api/src/${file}`)
  .filter((file) => file.endsWith(".ts"))
  .filter((file) => !/\.test\.ts$|\/migrations\/|\/bench\/|\/soak\/|\/demo\/|\/test\//.test(file));
const column = String.raw`(?:'[A-Za-z]+',\s*)?(?:[a-z_]+\.)?"[A-Za-z]+"(?:::[a-z\[\]]+)?(?:\s+AS\s+"[A-Za-z]+")?`;
const run = new RegExp(`${column}(?:\\s*,\\s*${column}){2,}`, "g");

let total = 0;
const perFile = {};
for (const file of files) {
  for (const [literal] of readFileSync(file, "utf8").matchAll(/`[^`]*`/gs)) {
    if (
      !/\b(SELECT|RETURNING|INSERT INTO|json_build_object)\b/i.test(literal) &&
      !/\b[a-z_]+\."[A-Za-z]+"/.test(literal)
    )
      continue;
    const lists = [...literal.matchAll(run)].length;
    if (lists > 0) {
      perFile[file] = (perFile[file] ?? 0) + lists;
      total += lists;
    }
  }
}
for (const [file, lists] of Object.entries(perFile).sort()) console.log(lists, file);
console.log("files", Object.keys(perFile).length, "lists", total);
