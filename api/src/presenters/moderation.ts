import { type AuditEntry as AuditEntryShape, displayName } from "@kindred/contract";
import type { AuditEntry, User } from "../db/models";

/** The members an audit page names, by id (the actor and the subject of each entry). */
export type NamedMembers = ReadonlyMap<string, Pick<User, "firstName" | "lastName">>;

const nameOf = (id: string | null, members: NamedMembers) => {
  const member = id ? members.get(id) : undefined;
  return member ? displayName({ firstName: member.firstName, lastName: member.lastName }) : null;
};

/** An audit log entry, every field listed, with the two members' names as they are now. */
export const presentAuditEntry = (entry: AuditEntry, members: NamedMembers = new Map()): AuditEntryShape => ({
  id: entry.id,
  actorId: entry.actorId,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  subjectId: entry.subjectId,
  reason: entry.reason,
  detail: entry.detail ?? null,
  createdAt: entry.createdAt.toISOString(),
  actorName: nameOf(entry.actorId, members),
  targetName: nameOf(entry.subjectId, members),
});
