/**
 * Every Spanish catalog, registered together. The web app loads this module only for a member who
 * reads Spanish (its own chunk); the API loads it at start.
 */
import { registerTranslation } from "../catalog";
import { language } from "./language";
import { moderation } from "./moderation";
import { errors, screens, server, success, validation } from "./spec";

registerTranslation("es", "language", language);
registerTranslation("es", "moderation", moderation);
registerTranslation("es", "validation", validation);
registerTranslation("es", "errors", errors);
registerTranslation("es", "success", success);
registerTranslation("es", "screens", screens);
registerTranslation("es", "server", server);
