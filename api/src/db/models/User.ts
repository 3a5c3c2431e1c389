import type { Locale, Role, RoleSource } from "@kindred/contract";
import type { CreationOptional, InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Default, PrimaryKey, Table } from "sequelize-typescript";
import { BaseModel } from "./base";

@Table({ tableName: "users" })
export class User extends BaseModel<InferAttributes<User>, InferCreationAttributes<User>> {
  /** Random, unlike other rows' keys (`timeOrderedId`): a member's id must not tell when they joined. */
  @PrimaryKey
  @Default(DataType.UUIDV4)
  @Column(DataType.UUID)
  override id!: CreationOptional<string>;

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

  /** Who gave a role other than member: ADMIN_EMAILS (kept only while it lists a confirmed email) or an operator. */
  @Column({ type: DataType.TEXT, allowNull: true })
  roleSource!: CreationOptional<RoleSource | null>;

  /** The member proved they own `email` (a confirmation link, a provider's verified email, an operator). */
  @Default(false)
  @Column({ type: DataType.BOOLEAN, allowNull: false })
  emailVerified!: CreationOptional<boolean>;

  /** The language the member chose (DESIGN 11.5); null: their browser's, else English. */
  @Column({ type: DataType.TEXT, allowNull: true })
  locale!: CreationOptional<Locale | null>;

  /** Set while a moderator's suspension holds: until `suspendedUntil`, or until lifted when that is null. */
  @Column({ type: DataType.DATE, allowNull: true })
  suspendedAt!: CreationOptional<Date | null>;

  @Column({ type: DataType.DATE, allowNull: true })
  suspendedUntil!: CreationOptional<Date | null>;

  @Column({ type: DataType.TEXT, allowNull: true, unique: true })
  googleId!: CreationOptional<string | null>;

  @Column({ type: DataType.TEXT, allowNull: true, unique: true })
  facebookId!: CreationOptional<string | null>;
}
