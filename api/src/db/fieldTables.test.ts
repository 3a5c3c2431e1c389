import { beforeAll, describe, expect, it } from "vitest";
import { presentBooking } from "../presenters/booking";
import { presentMatch, presentMessage } from "../presenters/conversation";
import { presentSpaceOffer } from "../presenters/spaceOffer";
import { presentSpaceRequest } from "../presenters/spaceRequest";
import { presentUserSummary } from "../presenters/user";
import {
  BOOKING_FIELDS,
  fieldsOf,
  MATCH_FIELDS,
  MATCH_STORED_COLUMNS,
  MESSAGE_FIELDS,
  SPACE_OFFER_FIELDS,
  SPACE_REQUEST_FIELDS,
  USER_SUMMARY_FIELDS,
  unlistedAttributes,
} from "./fieldTables";
import { Match, Message, SpaceOffer, SpaceRequest, User } from "./models";
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
    attributes: () => attributesOf(SpaceOffer),
    fields: SPACE_OFFER_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentSpaceOffer(row, { owner, canSeeContact: true }),
    computed: ["user"],
  },
  {
    name: "space requests",
    attributes: () => attributesOf(SpaceRequest),
    fields: SPACE_REQUEST_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentSpaceRequest(row, { owner, canSeeContact: true }),
    computed: ["user"],
  },
  {
    name: "messages",
    attributes: () => attributesOf(Message),
    fields: MESSAGE_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentMessage(row),
    computed: ["removed"],
  },
  {
    name: "matches",
    // The model's attributes and the columns triggers keep beside it (compared with the table in matches.test.ts).
    attributes: () => [...attributesOf(Match), ...MATCH_STORED_COLUMNS],
    fields: MATCH_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) =>
      presentMatch(
        {
          ...row,
          facts: {
            sharedIds: [],
            requestType: "meeting",
            offerType: "meeting",
            participants: null,
            capacity: 1,
            sponsored: false,
          },
          spaceOffer: null,
        },
        "reader",
      ),
    computed: ["reasons"],
  },
  {
    name: "bookings",
    // No model: the table's columns as the field table names them (compared with the database in sweep.test.ts).
    attributes: () => fieldsOf(BOOKING_FIELDS),
    fields: BOOKING_FIELDS,
    // biome-ignore lint/suspicious/noExplicitAny: a row of every field, checked by the test itself
    present: (row: any) => presentBooking({ ...row, spaceName: null, occurrences: [] }),
    computed: ["spaceName", "repeatWeekly", "occurrences"],
  },
];

describe("the field tables of the hot reads", () => {
  it.each(TABLES)("name every attribute of the $name model, and nothing else", ({ attributes, fields }) => {
    expect(unlistedAttributes(fields, attributes())).toEqual({ unlisted: [], unknown: [] });
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

  it.each(TABLES)("fail for a column planted on the $name model", ({ attributes, fields }) => {
    expect(unlistedAttributes(fields, [...attributes(), "plantedColumn"])).toEqual({
      unlisted: ["plantedColumn"],
      unknown: [],
    });
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
