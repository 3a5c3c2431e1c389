import type { Sequelize } from "sequelize";
import { Session } from "./models";

/**
 * The connection the models are bound to: `createSequelize` binds every model once per process,
 * and services reach the database only through the models and, for raw SQL, through this.
 */
export const database = (): Sequelize => {
  const bound = Session.sequelize;
  if (!bound) throw new Error("No database yet: createSequelize binds the models first");
  return bound;
};
