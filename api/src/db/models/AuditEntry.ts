import type { AuditAction, AuditTargetType } from "@kindred/contract";
import type { CreationOptional, InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Table } from "sequelize-typescript";
import { IdModel } from "./base";

/** One moderation action or role change (append-only: the table's triggers refuse changes). */
@Table({ tableName: "audit_log", updatedAt: false })
export class AuditEntry extends IdModel<InferAttributes<AuditEntry>, InferCreationAttributes<AuditEntry>> {
  /** Who acted; null when no member did (none today, kept for an operator's CLI). */
  @Column({ type: DataType.UUID, allowNull: true })
  actorId!: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  action!: AuditAction;

  @Column({ type: DataType.TEXT, allowNull: false })
  targetType!: AuditTargetType;

  /** The member, or the removed content (a profile photo: its member). */
  @Column({ type: DataType.UUID, allowNull: false })
  targetId!: string;

  /** The member the entry concerns: the target member, or the owner of the removed content (null: a former member). */
  @Column({ type: DataType.UUID, allowNull: true })
  subjectId!: string | null;

  @Column({ type: DataType.TEXT, allowNull: false })
  reason!: string;

  /** What the action set: the new role, or the suspension's end (null: until lifted, and for a warning or removal). */
  @Column({ type: DataType.TEXT, allowNull: true })
  detail!: CreationOptional<string | null>;
}
