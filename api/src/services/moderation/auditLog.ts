import type { AuditQuery } from "@kindred/contract";
import { Op, type Transaction, type WhereOptions } from "sequelize";
import { AuditEntry, User } from "../../db/models";
import { modelPageOf, newestFirstPage } from "../../lib/paging";

/** The audit log newest first, narrowed by actor, target and a time range. */
export const listAuditEntries = async ({ actor, target, from, to, ...page }: AuditQuery) => {
  const { after, options } = newestFirstPage("AuditEntry", page);
  const where: WhereOptions<AuditEntry> = {
    ...(actor ? { actorId: actor } : {}),
    ...(target ? { [Op.or]: [{ subjectId: target }, { targetId: target }] } : {}),
    ...(from || to
      ? { createdAt: { ...(from ? { [Op.gte]: new Date(from) } : {}), ...(to ? { [Op.lt]: new Date(to) } : {}) } }
      : {}),
    [Op.and]: after,
  };
  return modelPageOf(await AuditEntry.findAll({ where, ...options }), page.limit);
};

/** The members a page of entries names (actors and targets), by id, for their names. */
export const membersNamedIn = async (entries: readonly AuditEntry[], transaction?: Transaction) => {
  const ids = [...new Set(entries.flatMap((entry) => [entry.actorId, entry.subjectId]).filter((id) => id !== null))];
  const members = ids.length
    ? await User.findAll({ where: { id: ids }, attributes: ["id", "firstName", "lastName"], transaction })
    : [];
  return new Map(members.map((member) => [member.id, member]));
};
