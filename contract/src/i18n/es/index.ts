/**
 * Every Spanish catalog, registered together. The web app loads this module only for a member who
 * reads Spanish (its own chunk); the API loads it at start.
 */
import { registerTranslation } from "../catalog";
import { messaging } from "./messaging";
import { moderation } from "./moderation";
import { notifications } from "./notifications";

registerTranslation("es", "moderation", moderation);
registerTranslation("es", "notifications", notifications);
registerTranslation("es", "messaging", messaging);
