import { randomBytes, randomUUID } from "node:crypto";
import { spaceOfferInput, spaceRequestInput } from "@kindred/contract";
import type { InferCreationAttributes } from "sequelize";
import { Match, Message, SpaceOffer, SpaceRequest, StoredObject, User } from "../db/models";
import { hashPassword } from "../services/auth/passwords";

/** Every factory member's password. */
export const TEST_PASSWORD = "correct-horse-battery";

// Hashing costs ~50 ms, so each test file hashes the shared password once.
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

const unique = () => randomBytes(5).toString("hex");

export const uniqueEmail = (prefix = "member") => `${prefix}-${unique()}@example.org`;

/** A fresh member with a confirmed email who can sign in with TEST_PASSWORD. */
export const createUser = async (overrides: Partial<InferCreationAttributes<User>> = {}): Promise<User> =>
  User.create({
    email: uniqueEmail(),
    emailVerified: true,
    firstName: "Test",
    lastName: `Member ${unique()}`,
    passwordHash: await testPasswordHash(),
    ...overrides,
  });

export const createAdmin = (overrides: Partial<InferCreationAttributes<User>> = {}) =>
  createUser({ role: "admin", roleSource: "operator", ...overrides });

/** A request with valid values; makes its own owner unless one is given. */
export const createSpaceRequest = async (
  overrides: Partial<InferCreationAttributes<SpaceRequest>> & { user?: User } = {},
): Promise<SpaceRequest> => {
  const { user, ...fields } = overrides;
  const owner = user ?? (await createUser());
  return SpaceRequest.create({
    userId: owner.id,
    title: `Pottery workshop ${unique()}`,
    description: "A beginner-friendly pottery workshop for the neighbourhood.",
    spaceType: "studio",
    location: "rino",
    participants: 10,
    duration: "half-day",
    values: ["creative-arts", "workshop", "skill-building"],
    contactName: "Test Member",
    contactEmail: owner.email ?? uniqueEmail(),
    ...fields,
  });
};

/** An active offer with valid causes; makes its own host unless one is given. */
export const createSpaceOffer = async (
  overrides: Partial<InferCreationAttributes<SpaceOffer>> & { user?: User } = {},
): Promise<SpaceOffer> => {
  const { user, ...fields } = overrides;
  const host = user ?? (await createUser());
  return SpaceOffer.create({
    userId: host.id,
    spaceName: `Community studio ${unique()}`,
    description: "A bright studio with wheels and a kiln.",
    spaceType: "studio",
    address: "1 Test Street, Denver, CO",
    capacity: 20,
    availability: ["weekday-evening"],
    supportedCauses: ["creative-arts", "workshop", "sliding-scale"],
    contactName: "Test Host",
    contactEmail: host.email ?? uniqueEmail(),
    ...fields,
  });
};

/** A match between a request and an offer; makes fresh listings (and owners) unless given. */
export const createMatch = async (
  overrides: Partial<InferCreationAttributes<Match>> & { request?: SpaceRequest; offer?: SpaceOffer } = {},
): Promise<Match> => {
  const { request, offer, ...fields } = overrides;
  return Match.create({
    spaceRequestId: (request ?? (await createSpaceRequest())).id,
    spaceOfferId: (offer ?? (await createSpaceOffer())).id,
    score: 7,
    facts: {
      sharedIds: ["creative-arts", "workshop"],
      requestType: "workshop",
      offerType: "workshop",
      participants: 12,
      capacity: 20,
      sponsored: false,
    },
    ...fields,
  });
};

/** A seeker and a host with a match between a request and an offer of theirs. */
export const createMatchedPair = async (fields: Partial<InferCreationAttributes<Match>> = {}) => {
  const seeker = await createUser();
  const host = await createUser();
  const match = await createMatch({
    request: await createSpaceRequest({ user: seeker }),
    offer: await createSpaceOffer({ user: host }),
    ...fields,
  });
  return { seeker, host, match };
};

/** A message in a match, unread unless told otherwise. */
export const createMessage = (
  match: Match,
  sender: User,
  overrides: Partial<InferCreationAttributes<Message>> = {},
): Promise<Message> =>
  Message.create({ matchId: match.id, senderId: sender.id, content: `Hello ${unique()}`, ...overrides });

/** A stored photo row (no bytes in storage); owned by a fresh member unless given. */
export const createStoredObject = async (
  overrides: Partial<InferCreationAttributes<StoredObject>> & { owner?: User | null } = {},
): Promise<StoredObject> => {
  const { owner, ...fields } = overrides;
  const ownerId = owner === null ? null : (owner ?? (await createUser())).id;
  const id = randomUUID();
  return StoredObject.create({
    id,
    ownerId,
    kind: "listing_photo",
    contentType: "image/jpeg",
    size: 1_000,
    width: 100,
    height: 100,
    key: `images/${id}.jpg`,
    ...fields,
  });
};

/**
 * A create route's parsed body for a new request (the smallest the route takes, no participants,
 * duration, photos or access list), with `fields` over it.
 */
export const newRequestBody = (fields: Record<string, unknown> = {}) =>
  spaceRequestInput.parse({
    title: "After-School Coding Club",
    description: "Sixteen middle schoolers learning Python twice a week.",
    spaceType: "classroom",
    location: "downtown",
    values: ["youth-development", "mentorship", "skill-building"],
    contactName: "Jordan Okafor",
    contactEmail: "jordan.okafor@example.org",
    ...fields,
  });

/** A create route's parsed body for a new offer (the smallest the route takes), with `fields` over it. */
export const newOfferBody = (fields: Record<string, unknown> = {}) =>
  spaceOfferInput.parse({
    spaceName: "Community studio",
    description: "A bright studio with wheels and a kiln.",
    spaceType: "studio",
    address: "1 Test Street, Denver, CO",
    capacity: 20,
    availability: ["weekday-evening"],
    supportedCauses: ["creative-arts", "workshop"],
    contactName: "Test Host",
    contactEmail: "host@example.org",
    ...fields,
  });
