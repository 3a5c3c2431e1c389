import type { InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Model, PrimaryKey, Table } from "sequelize-typescript";

/** koa-session's external store (spec: sid, sess, expire). No timestamps: `expire` is the clock. */
@Table({ tableName: "sessions", timestamps: false })
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  @PrimaryKey
  @Column(DataType.TEXT)
  sid!: string;

  @Column({ type: DataType.JSONB, allowNull: false })
  sess!: Record<string, unknown>;

  @Column({ type: DataType.DATE, allowNull: false })
  expire!: Date;
}
