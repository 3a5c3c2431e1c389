import type { CreationOptional } from "sequelize";
import { Column, CreatedAt, DataType, Default, Model, PrimaryKey, UpdatedAt } from "sequelize-typescript";
import { timeOrderedId } from "../../lib/rowIds";

/**
 * The one thin base of every model: a UUID key and a creation time. Column types are written
 * out because tsx/esbuild emit no decorator metadata to infer them from. A new row's key is
 * time-ordered (`timeOrderedId`), as the database's default for these tables makes it; `User`
 * keeps random keys.
 */
// biome-ignore lint/suspicious/noExplicitAny: sequelize's own default for untyped attributes
export abstract class IdModel<TAttributes extends {} = any, TCreation extends {} = TAttributes> extends Model<
  TAttributes,
  TCreation
> {
  @PrimaryKey
  @Default(() => timeOrderedId())
  @Column(DataType.UUID)
  override id!: CreationOptional<string>;

  @CreatedAt
  @Column(DataType.DATE)
  override createdAt!: CreationOptional<Date>;
}

/** A row that is edited after creation, so it also keeps `updatedAt`. */
// biome-ignore lint/suspicious/noExplicitAny: sequelize's own default for untyped attributes
export abstract class BaseModel<TAttributes extends {} = any, TCreation extends {} = TAttributes> extends IdModel<
  TAttributes,
  TCreation
> {
  @UpdatedAt
  @Column(DataType.DATE)
  override updatedAt!: CreationOptional<Date>;
}
