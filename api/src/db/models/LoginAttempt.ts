import type { InferAttributes, InferCreationAttributes } from "sequelize";
import { Column, DataType, Table } from "sequelize-typescript";
import { IdModel } from "./base";

/** A failed sign-in; counted per email and per IP over a window, cleared by a success. */
@Table({ tableName: "login_attempts", updatedAt: false })
export class LoginAttempt extends IdModel<InferAttributes<LoginAttempt>, InferCreationAttributes<LoginAttempt>> {
  @Column({ type: DataType.TEXT, allowNull: false })
  email!: string;

  @Column({ type: DataType.TEXT, allowNull: false })
  ip!: string;
}
