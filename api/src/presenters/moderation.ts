import type { AuditEntry as AuditEntryShape } from "@kindred/contract";
import type { AuditEntry } from "../db/models";

/** An audit log entry, every field listed. */
export const presentAuditEntry = (entry: AuditEntry): AuditEntryShape => ({
  id: entry.id,
  actorId: entry.actorId,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  reason: entry.reason,
  detail: entry.detail ?? null,
  createdAt: entry.createdAt.toISOString(),
});
