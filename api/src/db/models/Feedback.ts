import type { FeedbackPriority, FeedbackStatus, FeedbackType } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { StoredObject } from "./StoredObject";
import { User } from "./User";

@Table({ tableName: "feedback" })
export class Feedback extends BaseModel<InferAttributes<Feedback>, InferCreationAttributes<Feedback>> {
  /** Null for visitors, and kept (as null) when the member's account is deleted. */
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: true })
  userId!: CreationOptional<ForeignKey<string> | null>;

  @BelongsTo(() => User, { foreignKey: "userId", onDelete: "SET NULL" })
  user?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  type!: FeedbackType;

  @Column({ type: DataType.TEXT, allowNull: false })
  message!: string;

  @Default("medium")
  @Column({ type: DataType.TEXT, allowNull: false })
  priority!: CreationOptional<FeedbackPriority>;

  @Column({ type: DataType.TEXT, allowNull: false })
  page!: string;

  @Column({ type: DataType.TEXT, allowNull: true })
  userAgent!: CreationOptional<string | null>;

  /** Screenshot image, readable by admins only. */
  @ForeignKeyColumn(() => StoredObject)
  @Column({ type: DataType.UUID, allowNull: true })
  screenshotObjectId!: CreationOptional<ForeignKey<string> | null>;

  @BelongsTo(() => StoredObject, { foreignKey: "screenshotObjectId", onDelete: "SET NULL" })
  screenshot?: NonAttribute<StoredObject>;

  @Default("new")
  @Column({ type: DataType.TEXT, allowNull: false })
  status!: CreationOptional<FeedbackStatus>;
}
