import type { AuditAction } from "@kindred/contract";
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
  targetType!: "user";

  @Column({ type: DataType.UUID, allowNull: false })
  targetId!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  reason!: string;

  /** What the action set: the new role, or the suspension's end (null: until lifted). */
  @Column({ type: DataType.TEXT, allowNull: true })
  detail!: CreationOptional<string | null>;
}
