import type { MatchStatus } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { SpaceOffer } from "./SpaceOffer";
import { SpaceRequest } from "./SpaceRequest";

/** A request paired with an offer; (spaceRequestId, spaceOfferId) is unique. */
@Table({ tableName: "matches" })
export class Match extends BaseModel<InferAttributes<Match>, InferCreationAttributes<Match>> {
  @ForeignKeyColumn(() => SpaceRequest)
  @Column({ type: DataType.UUID, allowNull: false })
  spaceRequestId!: ForeignKey<string>;

  @BelongsTo(() => SpaceRequest, { foreignKey: "spaceRequestId", onDelete: "CASCADE" })
  spaceRequest?: NonAttribute<SpaceRequest>;

  @ForeignKeyColumn(() => SpaceOffer)
  @Column({ type: DataType.UUID, allowNull: false })
  spaceOfferId!: ForeignKey<string>;

  @BelongsTo(() => SpaceOffer, { foreignKey: "spaceOfferId", onDelete: "CASCADE" })
  spaceOffer?: NonAttribute<SpaceOffer>;

  @Default("under_review")
  @Column({ type: DataType.TEXT, allowNull: false })
  status!: CreationOptional<MatchStatus>;

  @Default(0)
  @Column({ type: DataType.INTEGER, allowNull: false })
  score!: CreationOptional<number>;

  /** Why the pair matched: shared values, type and capacity fit. */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  reasons!: CreationOptional<string[]>;

  /** Parties that accepted; the match is `accepted` once both have. */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.UUID), allowNull: false })
  acceptedBy!: CreationOptional<string[]>;
}
