import type { CreationOptional, InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Table } from "sequelize-typescript";
import { IdModel } from "./base";

/** A failed sign-in; counted per email, per IP and per known device over a window, cleared by a success or a reset. */
@Table({ tableName: "login_attempts", updatedAt: false })
export class LoginAttempt extends IdModel<InferAttributes<LoginAttempt>, InferCreationAttributes<LoginAttempt>> {
  @Column({ type: DataType.TEXT, allowNull: false })
  email!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  ip!: string;

  /** The known-device id of the browser that failed, when it had one. */
  @Column({ type: DataType.TEXT, allowNull: true })
  device!: CreationOptional<string | null>;
}
