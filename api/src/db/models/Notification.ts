import type { NotificationFacts, NotificationType } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { IdModel } from "./base";
import { Match } from "./Match";
import { User } from "./User";

@Table({ tableName: "notifications", updatedAt: false })
export class Notification extends IdModel<InferAttributes<Notification>, InferCreationAttributes<Notification>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  userId!: ForeignKey<string>;

  @BelongsTo(() => User, { foreignKey: "userId", onDelete: "CASCADE" })
  user?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  type!: NotificationType;

  /** What happened, as names and counts; the title and message are worded from them when read. */
  @Column({ type: DataType.JSONB, allowNull: false })
  facts!: NotificationFacts;

  @Default(false)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  isRead!: CreationOptional<boolean>;

  @ForeignKeyColumn(() => Match)
  @Column({ type: DataType.UUID, allowNull: true })
  matchId!: CreationOptional<ForeignKey<string> | null>;

  @BelongsTo(() => Match, { foreignKey: "matchId", onDelete: "SET NULL" })
  match?: NonAttribute<Match>;
}
