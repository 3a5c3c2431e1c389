import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { IdModel } from "./base";
import { Match } from "./Match";
import { User } from "./User";

@Table({ tableName: "messages", updatedAt: false })
export class Message extends IdModel<InferAttributes<Message>, InferCreationAttributes<Message>> {
  @ForeignKeyColumn(() => Match)
  @Column({ type: DataType.UUID, allowNull: false })
  matchId!: ForeignKey<string>;

  @BelongsTo(() => Match, { foreignKey: "matchId", onDelete: "CASCADE" })
  match?: NonAttribute<Match>;

  /** Null once the sender deleted their account: the message stays for the other party. */
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: true })
  senderId!: ForeignKey<string | null>;

  @BelongsTo(() => User, { foreignKey: "senderId", onDelete: "SET NULL" })
  sender?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  content!: string;

  @Default(false)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  isRead!: CreationOptional<boolean>;

  /** Set when a moderator removed it: its words are shown to nobody ("Removed by a moderator"). */
  @Column({ type: DataType.DATE, allowNull: true })
  removedAt!: CreationOptional<Date | null>;
}
