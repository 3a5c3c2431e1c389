import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { User } from "./User";

@Table({ tableName: "space_offers" })
export class SpaceOffer extends BaseModel<InferAttributes<SpaceOffer>, InferCreationAttributes<SpaceOffer>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  userId!: ForeignKey<string>;

  @BelongsTo(() => User, { foreignKey: "userId", onDelete: "CASCADE" })
  user?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  spaceName!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  description!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  spaceType!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  address!: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  capacity!: number;

  /** Time-slot ids. */
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  availability!: string[];

  /** One-off closed days (`YYYY-MM-DD`), beside the weekly slots. */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.DATEONLY), allowNull: false })
  unavailableDates!: CreationOptional<string[]>;

  /** Mission, activity and community-investment ids (GIN-indexed for matching). */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  supportedCauses!: CreationOptional<string[]>;

  @Column({ type: DataType.TEXT, allowNull: false })
  contactName!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  contactEmail!: string;

  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  imageUrls!: CreationOptional<string[]>;

  @Default(true)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  isActive!: CreationOptional<boolean>;

  /** Set when a moderator removed it: hidden from everyone but its owner, for good. */
  @Column({ type: DataType.DATE, allowNull: true })
  removedAt!: CreationOptional<Date | null>;

  @Default(false)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  isSponsored!: CreationOptional<boolean>;

  @Column({ type: DataType.TEXT, allowNull: true })
  partnerId!: CreationOptional<string | null>;

  /** Access feature ids; a request needing one matches only offers that have it. */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  accessFeatures!: CreationOptional<string[]>;
}
