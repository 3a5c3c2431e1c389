import type { RequestStatus } from "@kindred/contract";
import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, Default, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { BaseModel } from "./base";
import { User } from "./User";

@Table({ tableName: "space_requests" })
export class SpaceRequest extends BaseModel<InferAttributes<SpaceRequest>, InferCreationAttributes<SpaceRequest>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: false })
  userId!: ForeignKey<string>;

  @BelongsTo(() => User, { foreignKey: "userId", onDelete: "CASCADE" })
  user?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  title!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  description!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  spaceType!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  location!: string;

  @Column({ type: DataType.INTEGER, allowNull: true })
  participants!: CreationOptional<number | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  duration!: CreationOptional<string | null>;

  /** Mission, project-type and impact ids (GIN-indexed for matching). */
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  values!: string[];

  @Column({ type: DataType.TEXT, allowNull: false })
  contactName!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  contactEmail!: string;

  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  imageUrls!: CreationOptional<string[]>;

  @Default("pending")
  @Column({ type: DataType.TEXT, allowNull: false })
  status!: CreationOptional<RequestStatus>;

  /** Start of the current open window; keeping the request open moves it to now. */
  @Default(DataType.NOW)
  @Column({ type: DataType.DATE, allowNull: false })
  openSince!: CreationOptional<Date>;

  /** When "Still looking?" was asked in the current window. */
  @Column({ type: DataType.DATE, allowNull: true })
  stillLookingAt!: CreationOptional<Date | null>;

  /** Set while paused (no new matches). */
  @Column({ type: DataType.DATE, allowNull: true })
  pausedAt!: CreationOptional<Date | null>;

  /** Set when a moderator removed it: hidden from everyone but its owner, for good. */
  @Column({ type: DataType.DATE, allowNull: true })
  removedAt!: CreationOptional<Date | null>;
  /** Access feature ids the group needs: hard filters of matching (GIN-indexed). */
  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  accessNeeds!: CreationOptional<string[]>;
}
