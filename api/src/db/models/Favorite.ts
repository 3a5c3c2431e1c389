import type { ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { IdModel } from "./base";
import { SpaceOffer } from "./SpaceOffer";
import { User } from "./User";

/** A member's saved space; (userId, spaceOfferId) is unique. */
@Table({ tableName: "favorites", updatedAt: false })
export class Favorite extends IdModel<InferAttributes<Favorite>, InferCreationAttributes<Favorite>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  userId!: ForeignKey<string>;

  @BelongsTo(() => User, { foreignKey: "userId", onDelete: "CASCADE" })
  user?: NonAttribute<User>;

  @ForeignKeyColumn(() => SpaceOffer)
  @Column({ type: DataType.UUID, allowNull: false })
  spaceOfferId!: ForeignKey<string>;

  @BelongsTo(() => SpaceOffer, { foreignKey: "spaceOfferId", onDelete: "CASCADE" })
  spaceOffer?: NonAttribute<SpaceOffer>;
}
