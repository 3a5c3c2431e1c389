import supertest from "supertest";
import { createTestApp } from "./app";
import { useTestDatabase } from "./database";

/** A well-formed id that no row has. */
export const UNKNOWN_ID = "7b0f8f0e-55d3-4a8e-9a43-3f1c3f0a9c11";

/** Rows made in one test can share a millisecond; explicit times keep "newest first" certain. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * A route test file's set-up: its own database (useTestDatabase), a fresh app on it per call, and
 * a signed-out client of that app.
 */
export const useTestApp = () => {
  const db = useTestDatabase();
  const app = () => createTestApp(db.sequelize);
  const visitor = () => supertest(app().callback());
  return { db, app, visitor };
};
