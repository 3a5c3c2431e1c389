import type { CreationOptional, ForeignKey, InferAttributes, InferCreationAttributes, NonAttribute } from "sequelize";
import { BelongsTo, Column, DataType, ForeignKey as ForeignKeyColumn, Table } from "sequelize-typescript";
import { IdModel } from "./base";
import { User } from "./User";

export const STORED_OBJECT_KINDS = ["listing_photo", "profile_photo", "cover_photo", "feedback_screenshot"] as const;
export type StoredObjectKind = (typeof STORED_OBJECT_KINDS)[number];

/** An uploaded image; the bytes live on disk or in S3 under `key`. */
@Table({ tableName: "stored_objects", updatedAt: false })
export class StoredObject extends IdModel<InferAttributes<StoredObject>, InferCreationAttributes<StoredObject>> {
  @ForeignKeyColumn(() => User)
  @Column({ type: DataType.UUID, allowNull: true })
  ownerId!: CreationOptional<ForeignKey<string> | null>;

  @BelongsTo(() => User, { foreignKey: "ownerId", onDelete: "CASCADE" })
  owner?: NonAttribute<User>;

  @Column({ type: DataType.TEXT, allowNull: false })
  kind!: StoredObjectKind;

  @Column({ type: DataType.TEXT, allowNull: false })
  contentType!: string;

  @Column({ type: DataType.INTEGER, allowNull: false })
  size!: number;

  @Column({ type: DataType.INTEGER, allowNull: true })
  width!: CreationOptional<number | null>;

  @Column({ type: DataType.INTEGER, allowNull: true })
  height!: CreationOptional<number | null>;

  /** Storage key (disk path under the objects folder, or S3 key). */
  @Column({ type: DataType.TEXT, allowNull: false, unique: true })
  key!: string;
}
