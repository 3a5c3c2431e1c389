import {
  displayName,
  REFERENCE_TEXTS,
  type ReportSnapshot,
  type ReportTargetType,
  SAFETY_MESSAGES,
  YOUR_DATA_TEXTS,
} from "@kindred/contract";
import { Op, type Transaction } from "sequelize";
import { Message, SpaceOffer, SpaceRequest, User } from "../../db/models";
import { NotFoundError } from "../../errors";
import { findMatch, partiesOf } from "../matching/findMatch";
import { findReference } from "../references/referenceStore";

/** How many messages either side of a reported one the moderators see with it. */
const NEIGHBOURS = 2;

const nameOf = (user: { firstName: string | null; lastName: string | null } | undefined | null) =>
  displayName({ firstName: user?.firstName ?? null, lastName: user?.lastName ?? null });

const line = (label: string, text: string | null | undefined, reported = false) =>
  text ? [{ label, text, reported }] : [];

const gone = () => NotFoundError(SAFETY_MESSAGES.reportTargetNotFound);

const userSnapshot = async (id: string, transaction?: Transaction): Promise<ReportSnapshot> => {
  const user = await User.findByPk(id, { transaction });
  if (!user) throw gone();
  return {
    title: nameOf(user),
    subjectUserId: user.id,
    lines: [
      ...line("Name", nameOf(user), true),
      ...line("Location", user.location),
      ...line("Bio", user.bio),
      ...line("Interests", user.interests.join(", ")),
    ],
  };
};

const requestSnapshot = async (id: string, transaction?: Transaction): Promise<ReportSnapshot> => {
  const request = await SpaceRequest.findByPk(id, { transaction });
  if (!request) throw gone();
  return {
    title: request.title,
    subjectUserId: request.userId,
    lines: [
      ...line("Title", request.title, true),
      ...line("Description", request.description, true),
      ...line("Location", request.location),
      ...line("Contact", request.contactName),
    ],
  };
};

const offerSnapshot = async (id: string, transaction?: Transaction): Promise<ReportSnapshot> => {
  const offer = await SpaceOffer.findByPk(id, { transaction });
  if (!offer) throw gone();
  return {
    title: offer.spaceName,
    subjectUserId: offer.userId,
    lines: [
      ...line("Space", offer.spaceName, true),
      ...line("Description", offer.description, true),
      ...line("Address", offer.address),
      ...line("Contact", offer.contactName),
    ],
  };
};

/**
 * A message with its neighbours in the conversation, oldest first. Only a party of the
 * conversation can see a message, so only a party can report it: for anyone else it is not found.
 */
const messageSnapshot = async (id: string, reporterId: string, transaction?: Transaction): Promise<ReportSnapshot> => {
  const message = await Message.findByPk(id, { include: [{ model: User, as: "sender" }], transaction });
  if (!message) throw gone();
  const { seekerId, hostId } = partiesOf(await findMatch(message.matchId, { transaction }));
  if (reporterId !== seekerId && reporterId !== hostId) throw gone();
  const around = (op: typeof Op.lt | typeof Op.gt, direction: "ASC" | "DESC") =>
    Message.findAll({
      where: { matchId: message.matchId, createdAt: { [op]: message.createdAt } },
      include: [{ model: User, as: "sender" }],
      order: [["createdAt", direction]],
      limit: NEIGHBOURS,
      transaction,
    });
  // One after the other: in the report's transaction both would share its one connection.
  const before = await around(Op.lt, "DESC");
  const after = await around(Op.gt, "ASC");
  const conversation = [...before.reverse(), message, ...after];
  return {
    title: `Message from ${nameOf(message.sender)}`,
    subjectUserId: message.senderId,
    lines: conversation.map((each) => ({
      label: nameOf(each.sender),
      text: each.content,
      reported: each.id === message.id,
    })),
  };
};

/**
 * A reference with its author and subject. Only a published one is there to report (before that
 * only its author reads it); one already removed by a moderator has nothing left to report.
 */
const referenceSnapshot = async (id: string, transaction?: Transaction): Promise<ReportSnapshot> => {
  const reference = await findReference(id, transaction);
  if (!reference?.publishedAt || reference.removedAt) throw gone();
  const subject = await User.findByPk(reference.subjectId, { transaction });
  const author = reference.authorId
    ? nameOf({ firstName: reference.authorFirstName, lastName: reference.authorLastName })
    : YOUR_DATA_TEXTS.formerMember;
  return {
    title: `Reference from ${author} about ${nameOf(subject)}`,
    subjectUserId: reference.authorId,
    lines: [
      ...line("Experience", REFERENCE_TEXTS.experienceLabels[reference.experience]),
      ...line(author, reference.text, true),
    ],
  };
};

/** What `targetId` is now, copied for the report; a target that is not there is a 404. */
export const snapshotOf = (
  targetType: ReportTargetType,
  targetId: string,
  reporterId: string,
  transaction?: Transaction,
): Promise<ReportSnapshot> => {
  switch (targetType) {
    case "user":
      return userSnapshot(targetId, transaction);
    case "space-request":
      return requestSnapshot(targetId, transaction);
    case "space-offer":
      return offerSnapshot(targetId, transaction);
    case "message":
      return messageSnapshot(targetId, reporterId, transaction);
    case "reference":
      return referenceSnapshot(targetId, transaction);
  }
};
