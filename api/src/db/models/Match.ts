import type { MatchFacts, MatchStatus } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { SpaceOffer } from "./SpaceOffer";
import { SpaceRequest } from "./SpaceRequest";

/**
 * A request paired with an offer; (spaceRequestId, spaceOfferId) is unique. Deleting a listing
 * closes its matches and sets its side to null, so the other party keeps the history.
 */
@Table({ tableName: "matches" })
export class Match extends BaseModel<InferAttributes<Match>, InferCreationAttributes<Match>> {
  @ForeignKeyColumn(() => SpaceRequest)
  @Column({ type: DataType.UUID, allowNull: true })
  spaceRequestId!: ForeignKey<string | null>;

  @BelongsTo(() => SpaceRequest, { foreignKey: "spaceRequestId", onDelete: "SET NULL" })
  spaceRequest?: NonAttribute<SpaceRequest>;

  @ForeignKeyColumn(() => SpaceOffer)
  @Column({ type: DataType.UUID, allowNull: true })
  spaceOfferId!: ForeignKey<string | null>;

  @BelongsTo(() => SpaceOffer, { foreignKey: "spaceOfferId", onDelete: "SET NULL" })
  spaceOffer?: NonAttribute<SpaceOffer>;

  @Default("under_review")
  @Column({ type: DataType.TEXT, allowNull: false })
  status!: CreationOptional<MatchStatus>;

  @Default(0)
  @Column({ type: DataType.INTEGER, allowNull: false })
  score!: CreationOptional<number>;

  /** What the pair matched on (shared values, types, capacity fit); the reasons are worded from it. */
  @Column({ type: DataType.JSONB, allowNull: false })
  facts!: MatchFacts;

  /** One party deleted their account: the other sees them as "Former member". */
  @Default(false)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  partyLeft!: CreationOptional<boolean>;

  /** Parties that accepted; the match is `accepted` once both have. */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.UUID), allowNull: false })
  acceptedBy!: CreationOptional<string[]>;
}
