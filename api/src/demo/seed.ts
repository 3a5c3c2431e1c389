import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  emailField,
  FIELD_MAX,
  interestsField,
  optionalText,
  PHOTO_LIMITS,
  REQUEST_STATUSES,
  ROLES,
  requiredText,
  sendMessageInput,
  spaceOfferInput,
  spaceRequestInput,
} from "@kindred/contract";
import type { Sequelize } from "sequelize-typescript";
import { z } from "zod";
import { Match, Message, SpaceOffer, SpaceRequest, User } from "../db/models";
import { serverTimeZone } from "../lib/serverTimeZone";
import { demoDataDir } from "../paths";
import { hashPassword } from "../services/auth/passwords";
import { matchListing } from "../services/matching/matchMaker";
import { notifyNewMatches } from "../services/notifications/notifier";
import type { ObjectStorage } from "../services/storage";
import { DEMO_BOOKING_PAIR, seedDemoBookings } from "./demoBookings";
import { demoPhotoExists, demoPhotoName, prepareDemoPhotos, storeDemoPhotos } from "./demoPhotos";
import { seedMatchHistory, seedModerationStory } from "./demoStory";

/** Every demo member signs in with this password (printed at start-up). */
export const DEMO_PASSWORD = "kindred-demo";

const demoMember = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]+$/, "must be a lower-case key"),
  email: emailField,
  firstName: requiredText(FIELD_MAX.name),
  lastName: requiredText(FIELD_MAX.name),
  bio: optionalText(FIELD_MAX.bio),
  location: optionalText(FIELD_MAX.shortText),
  interests: interestsField.default([]),
  role: z.enum(ROLES).default("member"),
});

/** Seed-only fields around a listing; the listing itself must pass the contract's input schema. */
const photos = (max: number) => z.array(demoPhotoName).max(max).default([]);
const requestExtras = z.object({
  owner: z.string(),
  status: z.enum(REQUEST_STATUSES).default("pending"),
  photos: photos(PHOTO_LIMITS.request),
});
const offerExtras = z.object({
  owner: z.string(),
  isSponsored: z.boolean().default(false),
  photos: photos(PHOTO_LIMITS.offer),
});

const demoConversation = z.strictObject({
  request: z.string(),
  offer: z.string(),
  messages: z
    .array(z.strictObject({ from: z.enum(["seeker", "host"]), content: sendMessageInput.shape.content }))
    .min(1),
});

export interface DemoCredentials {
  email: string;
  password: string;
  role: string;
  name: string;
}

export interface SeedResult {
  members: number;
  requests: number;
  offers: number;
  matches: number;
  conversations: number;
  credentials: DemoCredentials[];
}

export class SeedError extends Error {
  override name = "SeedError";
}

const readList = (dir: string, file: string): unknown[] => {
  const path = join(dir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new SeedError(`Demo data ${path} cannot be read: ${error instanceof Error ? error.message : error}`);
  }
  if (!Array.isArray(parsed)) throw new SeedError(`Demo data ${path} must hold a JSON array`);
  return parsed;
};

/** Parses one entry or fails with the file, the index and every field message. */
const parseEntry = <T>(schema: z.ZodType<T>, entry: unknown, where: string): T => {
  const result = schema.safeParse(entry);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(entry)"}: ${issue.message}`);
  throw new SeedError(`Invalid demo data ${where}: ${problems.join("; ")}`);
};

/** Unknown keys would be silently dropped by the contract schemas; in demo data they are typos. */
const rejectUnknownKeys = (entry: unknown, allowed: readonly string[], where: string) => {
  const unknown = Object.keys(entry as object).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new SeedError(`Invalid demo data ${where}: unknown field(s) ${unknown.join(", ")}`);
};

const REQUEST_KEYS = [...Object.keys(spaceRequestInput.shape), "owner", "status", "photos"];
const OFFER_KEYS = [...Object.keys(spaceOfferInput.shape), "owner", "isSponsored", "photos"];

/** Reads and validates the three demo files; throws a `SeedError` naming the first bad entry. */
export const loadDemoData = (dir: string = demoDataDir) => {
  const members = readList(dir, "members.json").map((entry, index) =>
    parseEntry(demoMember, entry, `members.json[${index}]`),
  );
  const byKey = new Map(members.map((member) => [member.key, member]));
  if (byKey.size !== members.length) throw new SeedError("Invalid demo data members.json: duplicate member keys");
  if (new Set(members.map((member) => member.email)).size !== members.length) {
    throw new SeedError("Invalid demo data members.json: duplicate emails");
  }
  const ownerOf = (owner: string, where: string) => {
    const member = byKey.get(owner);
    if (!member) throw new SeedError(`Invalid demo data ${where}: unknown owner "${owner}"`);
    return member;
  };
  const contact = (member: (typeof members)[number]) => ({
    contactName: `${member.firstName} ${member.lastName}`,
    contactEmail: member.email,
  });
  const checkPhotos = (names: string[], where: string) => {
    const missing = names.filter((name) => !demoPhotoExists(dir, name));
    if (missing.length > 0) throw new SeedError(`Invalid demo data ${where}: no such photo ${missing.join(", ")}`);
    return names;
  };

  const requests = readList(dir, "requests.json").map((entry, index) => {
    const where = `requests.json[${index}]`;
    rejectUnknownKeys(entry, REQUEST_KEYS, where);
    const extras = parseEntry(requestExtras, entry, where);
    const owner = ownerOf(extras.owner, where);
    const listing = parseEntry(spaceRequestInput, { ...contact(owner), ...(entry as object) }, where);
    return { owner, status: extras.status, photos: checkPhotos(extras.photos, where), listing };
  });

  const offers = readList(dir, "offers.json").map((entry, index) => {
    const where = `offers.json[${index}]`;
    rejectUnknownKeys(entry, OFFER_KEYS, where);
    const extras = parseEntry(offerExtras, entry, where);
    const owner = ownerOf(extras.owner, where);
    const listing = parseEntry(spaceOfferInput, { ...contact(owner), ...(entry as object) }, where);
    return { owner, isSponsored: extras.isSponsored, photos: checkPhotos(extras.photos, where), listing };
  });

  const conversations = existsSync(join(dir, "conversations.json"))
    ? readList(dir, "conversations.json").map((entry, index) =>
        parseEntry(demoConversation, entry, `conversations.json[${index}]`),
      )
    : [];

  return { members, requests, offers, conversations };
};

export interface SeedOptions {
  /** Folder of the demo files; defaults to resources/demo. */
  dir?: string;
  /** Where listing photos go (the app's object storage). Without it the listings have no photos. */
  storage?: ObjectStorage;
}

/** Inserts the demo members and listings (with their photos, given storage) in one transaction. */
export const seedDemoData = async (
  sequelize: Sequelize,
  { dir = demoDataDir, storage }: SeedOptions = {},
): Promise<SeedResult> => {
  const data = loadDemoData(dir);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Drawn and encoded before the transaction, so it stays short.
  const photoStore = storage && {
    storage,
    images: await prepareDemoPhotos(
      dir,
      [...data.requests, ...data.offers].flatMap((entry) => entry.photos),
    ),
  };
  let matchCount = 0;

  await sequelize.transaction(async (transaction) => {
    const users = await User.bulkCreate(
      // Demo members' made-up addresses are confirmed: the demo shows what members can do.
      data.members.map(({ key: _key, ...member }) => ({ ...member, passwordHash, emailVerified: true })),
      { transaction, returning: true },
    );
    const idByEmail = new Map(users.map((user) => [user.email, user.id]));
    const ownerId = (member: { email: string }) => idByEmail.get(member.email)!;
    /** The listing's `imageUrls`: its photos stored as uploads of its owner. */
    const imageUrls = async (entry: { owner: { email: string }; photos: string[] }) =>
      photoStore
        ? storeDemoPhotos({ ...photoStore, transaction, ownerId: ownerId(entry.owner), names: entry.photos })
        : [];

    const requestRows = [];
    for (const entry of data.requests) {
      const { owner, status, listing } = entry;
      requestRows.push({ ...listing, userId: ownerId(owner), status, imageUrls: await imageUrls(entry) });
    }
    await SpaceRequest.bulkCreate(requestRows, { transaction });
    const offerRows = [];
    for (const entry of data.offers) {
      const { owner, isSponsored, listing } = entry;
      offerRows.push({ ...listing, userId: ownerId(owner), isSponsored, imageUrls: await imageUrls(entry) });
    }
    const offers = await SpaceOffer.bulkCreate(offerRows, { transaction, returning: true });

    // Real matches through the engine, as if every request had just been posted.
    const requests = await SpaceRequest.findAll({ transaction, order: [["createdAt", "ASC"]] });
    for (const request of requests) {
      const created = await matchListing("request", request.id, { transaction });
      // Demo members' addresses are made up: their matches notify in the app only.
      await notifyNewMatches(created, transaction, { email: false });
      matchCount += created.length;
    }

    const requestByTitle = new Map(requests.map((request) => [request.title, request]));
    const offerByName = new Map(offers.map((offer) => [offer.spaceName, offer]));
    for (const [index, conversation] of data.conversations.entries()) {
      const where = `conversations.json[${index}]`;
      const request = requestByTitle.get(conversation.request);
      const offer = offerByName.get(conversation.offer);
      const match =
        request && offer
          ? await Match.findOne({ where: { spaceRequestId: request.id, spaceOfferId: offer.id }, transaction })
          : null;
      if (!request || !offer || !match)
        throw new SeedError(`Invalid demo data ${where}: the engine did not match this pair`);
      const start = Date.now() - conversation.messages.length * 7 * 60_000;
      await Message.bulkCreate(
        conversation.messages.map((message, position) => ({
          matchId: match.id,
          senderId: message.from === "seeker" ? request.userId : offer.userId,
          content: message.content,
          // The last message stays unread for its recipient, so badges have something to show.
          isRead: position < conversation.messages.length - 1,
          createdAt: new Date(start + position * 7 * 60_000),
        })),
        { transaction },
      );
      if (conversation.request === DEMO_BOOKING_PAIR.request && conversation.offer === DEMO_BOOKING_PAIR.offer) {
        await seedDemoBookings(
          match,
          { seekerId: request.userId, hostId: offer.userId },
          { timeZone: serverTimeZone() },
          transaction,
        );
      }
    }

    // A year of history, feedback and open reports (demoStory.ts).
    await seedMatchHistory(transaction);
    await seedModerationStory(transaction);
  });

  return {
    members: data.members.length,
    requests: data.requests.length,
    offers: data.offers.length,
    matches: matchCount,
    conversations: data.conversations.length,
    credentials: data.members.map((member) => ({
      email: member.email,
      password: DEMO_PASSWORD,
      role: member.role,
      name: `${member.firstName} ${member.lastName}`,
    })),
  };
};

/** Seeds only an empty database; returns null when members already exist. */
export const seedDemoDataIfEmpty = async (sequelize: Sequelize, options?: SeedOptions): Promise<SeedResult | null> =>
  (await User.count()) > 0 ? null : seedDemoData(sequelize, options);
