import type { ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { IdModel } from "./base";
import { User } from "./User";

/** A member (`blockerId`) blocked another (`blockedId`); the pair is unique, never oneself. */
@Table({ tableName: "blocks", updatedAt: false })
export class Block extends IdModel<InferAttributes<Block>, InferCreationAttributes<Block>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  blockerId!: ForeignKey<string>;

  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  blockedId!: ForeignKey<string>;

  @BelongsTo(() => User, { foreignKey: "blockedId", onDelete: "CASCADE" })
  blocked?: NonAttribute<User>;
}
