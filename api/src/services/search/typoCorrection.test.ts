import { expect, it } from "vitest";
import { useTestDatabase } from "../../test/database";
import { createSpaceRequest } from "../../test/factories";
import { postgresSearchBackend } from "./backend";

useTestDatabase();

const quietRequest = { values: ["education"], spaceType: "studio", location: "rino", description: "Tea and talk." };

it("corrects typos into words, and finds words with digits as typed or by prefix", async () => {
  const workshop = await createSpaceRequest({ ...quietRequest, title: "Lanternwick workshop" });
  const numbered = await createSpaceRequest({ ...quietRequest, title: "Lanternwick42 open day" });
  const backend = postgresSearchBackend();
  const ids = async (text: string) => (await backend.search(text)).spaceRequests.map((hit) => hit.id);

  // "lanternwick42" is as close to the typo as "lanternwick" is, but holds digits.
  expect(await ids("lanternwik")).toEqual([workshop.id]);
  // Typed in full or cut short, the numbered word is found, first (the corrections find the other).
  expect((await ids("lanternwick42"))[0]).toBe(numbered.id);
  expect((await ids("lanternwick4"))[0]).toBe(numbered.id);
  expect((await ids("lanternwick")).sort()).toEqual([workshop.id, numbered.id].sort());
});
