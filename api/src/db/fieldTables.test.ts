import { beforeAll, describe, expect, it } from "vitest";
import { presentMessage } from "../presenters/conversation";
import { presentSpaceOffer } from "../presenters/spaceOffer";
import { presentSpaceRequest } from "../presenters/spaceRequest";
import { presentUserSummary } from "../presenters/user";
import {
  fieldsOf,
  MESSAGE_FIELDS,
  SPACE_OFFER_FIELDS,
  SPACE_REQUEST_FIELDS,
  USER_SUMMARY_FIELDS,
  unlistedAttributes,
} from "./fieldTables";
import { Message, SpaceOffer, SpaceRequest, User } from "./models";
import { createSequelize } from "./sequelize";

// The models' attributes need them registered, not connected.
beforeAll(() => {
  createSequelize("postgres://nobody@127.0.0.1:1/none");
});

const attributesOf = (model: { getAttributes(): Record<string, unknown> }) => Object.keys(model.getAttributes());

/** A row with every field of `table` set (times as dates, the rest as a marker of its name). */
const rowOf = (fields: readonly string[]) =>
  Object.fromEntries(
    fields.map((name) => [name, /At$|Since$/.test(name) ? new Date("2026-11-27T10:00:00Z") : `value of ${name}`]),
  );

const owner = { id: "owner", firstName: "Maya", lastName: "Rivera", profileImageUrl: null };

const TABLES = [
  {
    name: "space offers",
    model: SpaceOffer,
    fields: SPACE_OFFER_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentSpaceOffer(row, { owner, canSeeContact: true }),
    computed: ["user"],
  },
  {
    name: "space requests",
    model: SpaceRequest,
    fields: SPACE_REQUEST_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentSpaceRequest(row, { owner, canSeeContact: true }),
    computed: ["user"],
  },
  {
    name: "messages",
    model: Message,
    fields: MESSAGE_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentMessage(row),
    computed: ["removed"],
  },
];

describe("the field tables of the hot reads", () => {
  it.each(TABLES)("name every attribute of the $name model, and nothing else", ({ model, fields }) => {
    expect(unlistedAttributes(fields, attributesOf(model))).toEqual({ unlisted: [], unknown: [] });
  });

  it("fail for a planted attribute the table does not name, and for a named one the model lacks", () => {
    expect(unlistedAttributes(SPACE_OFFER_FIELDS, [...attributesOf(SpaceOffer), "plantedColumn"])).toEqual({
      unlisted: ["plantedColumn"],
      unknown: [],
    });
    expect(
      unlistedAttributes(
        SPACE_OFFER_FIELDS,
        attributesOf(SpaceOffer).filter((name) => name !== "address"),
      ),
    ).toEqual({ unlisted: [], unknown: ["address"] });
  });

  it.each(TABLES)(
    "are what the $name presenter shows: every shown field, never a private one",
    ({ fields, present, computed }) => {
      const shown = Object.keys(present(rowOf(fieldsOf(fields))));
      expect(new Set(shown)).toEqual(new Set([...fields.shown, ...Object.keys(fields.byReason), ...computed]));
    },
  );

  it("name the user summary's fields, which presentUserSummary shows (with the name it words)", () => {
    expect(USER_SUMMARY_FIELDS.every((name) => name in User.getAttributes())).toBe(true);
    expect(Object.keys(presentUserSummary(owner)).sort()).toEqual([...USER_SUMMARY_FIELDS, "name"].sort());
  });
});
