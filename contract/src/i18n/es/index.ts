/**
 * Every Spanish catalog, registered together. The web app loads this module only for a member who
 * reads Spanish (its own chunk); the API loads it at start.
 */
import { registerTranslation } from "../catalog";
import { access } from "./access";
import { choiceGroups } from "./choiceGroups";
import { choiceLabels } from "./choiceLabels";
import { explore } from "./explore";
import { guidelines } from "./guidelines";
import { home } from "./home";
import { language } from "./language";
import { listing } from "./listing";
import { member } from "./member";
import { moderation } from "./moderation";
import { photo } from "./photo";
import { photoViewer } from "./photoViewer";
import { profile } from "./profile";
import { errors, screens, server, success, validation } from "./spec";
import { web } from "./web";

registerTranslation("es", "language", language);
registerTranslation("es", "moderation", moderation);
registerTranslation("es", "validation", validation);
registerTranslation("es", "errors", errors);
registerTranslation("es", "success", success);
registerTranslation("es", "screens", screens);
registerTranslation("es", "server", server);
registerTranslation("es", "web", web);
registerTranslation("es", "home", home);
registerTranslation("es", "listing", listing);
registerTranslation("es", "explore", explore);
registerTranslation("es", "member", member);
registerTranslation("es", "profile", profile);
registerTranslation("es", "photo", photo);
registerTranslation("es", "photoViewer", photoViewer);
registerTranslation("es", "choiceLabels", choiceLabels);
registerTranslation("es", "guidelines", guidelines);
registerTranslation("es", "access", access);
registerTranslation("es", "choiceGroups", choiceGroups);
