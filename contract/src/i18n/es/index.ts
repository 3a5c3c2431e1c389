/**
 * Every Spanish catalog, registered together. The web app loads this module only for a member who
 * reads Spanish (its own chunk); the API loads it at start.
 */
import { registerTranslation } from "../catalog";
import { moderation } from "./moderation";

registerTranslation("es", "moderation", moderation);
