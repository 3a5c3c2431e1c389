import type { ReportReason, ReportSnapshot, ReportStatus, ReportTargetType } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { User } from "./User";

/** A member's report of a member, a message or a listing, with a copy of it as it was then. */
@Table({ tableName: "reports" })
export class Report extends BaseModel<InferAttributes<Report>, InferCreationAttributes<Report>> {
  /** Null once the reporter's account is deleted; the report stays for the moderators. */
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: true })
  reporterId!: ForeignKey<string> | null;

  @BelongsTo(() => User, { foreignKey: "reporterId", onDelete: "SET NULL" })
  reporter?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  targetType!: ReportTargetType;

  @Column({ type: DataType.UUID, allowNull: false })
  targetId!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  reason!: ReportReason;

  @Column({ type: DataType.TEXT, allowNull: true })
  details!: string | null;

  @Column({ type: DataType.JSONB, allowNull: false })
  snapshot!: ReportSnapshot;

  @Default("open")
  @Column({ type: DataType.TEXT, allowNull: false })
  status!: CreationOptional<ReportStatus>;

  @Column({ type: DataType.TEXT, allowNull: true })
  note!: CreationOptional<string | null>;
}
