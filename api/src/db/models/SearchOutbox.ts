import type { CreationOptional, InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Default, Table } from "sequelize-typescript";
import { IdModel } from "./base";

export const SEARCH_ENTITIES = ["space_request", "space_offer", "user"] as const;
export type SearchEntity = (typeof SEARCH_ENTITIES)[number];
export const SEARCH_OPS = ["upsert", "delete"] as const;
export type SearchOp = (typeof SEARCH_OPS)[number];

/** Index updates waiting for an external search backend, so none is lost while it is down. */
@Table({ tableName: "search_outbox", updatedAt: false })
export class SearchOutbox extends IdModel<InferAttributes<SearchOutbox>, InferCreationAttributes<SearchOutbox>> {
  @Column({ type: DataType.TEXT, allowNull: false })
  entity!: SearchEntity;

  @Column({ type: DataType.UUID, allowNull: false })
  entityId!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  op!: SearchOp;

  @Default(0)
  @Column({ type: DataType.INTEGER, allowNull: false })
  attempts!: CreationOptional<number>;

  @Default(DataType.NOW)
  @Column({ type: DataType.DATE, allowNull: false })
  availableAt!: CreationOptional<Date>;
}
