/** What other workspaces (browser-test set-ups, scripts) may use to run the API in-process. */
export { type AppOptions, createApp } from "./app";
export { type Config, loadConfig, parseConfig } from "./config";
export { migrateUp } from "./db/migrate";
export { createSequelize } from "./db/sequelize";
export { DEMO_PASSWORD, seedDemoData, seedDemoDataIfEmpty } from "./demo/seed";
export { type RunningServer, startServer } from "./server";
