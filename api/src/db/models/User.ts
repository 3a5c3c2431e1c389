import type { Role } from "@kindred/contract";
import type { CreationOptional, InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Default, Table } from "sequelize-typescript";
import { BaseModel } from "./base";

@Table({ tableName: "users" })
export class User extends BaseModel<InferAttributes<User>, InferCreationAttributes<User>> {
  /** Lower-cased; null for a social account that shared no email. */
  @Column({ type: DataType.TEXT, allowNull: true, unique: true })
  email!: string | null;

  @Column({ type: DataType.TEXT, allowNull: true })
  firstName!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  lastName!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  profileImageUrl!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  coverImageUrl!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  bio!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true })
  location!: CreationOptional<string | null>;

  @Default([])
  @Column({ type: DataType.ARRAY(DataType.TEXT), allowNull: false })
  interests!: CreationOptional<string[]>;

  /** argon2id; null for accounts that only sign in through Google or Facebook. */
  @Column({ type: DataType.TEXT, allowNull: true })
  passwordHash!: CreationOptional<string | null>;

  @Default("member")
  @Column({ type: DataType.TEXT, allowNull: false })
  role!: CreationOptional<Role>;

  @Column({ type: DataType.TEXT, allowNull: true, unique: true })
  googleId!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true, unique: true })
  facebookId!: CreationOptional<string | null>;
}
