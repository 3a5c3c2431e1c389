/**
 * Every Spanish catalog, registered together. The web app loads this module only for a member who
 * reads Spanish (its own chunk); the API loads it at start.
 */
import { registerTranslation } from "../catalog";
import { bookings } from "./bookings";
import { calendar } from "./calendar";
import { community } from "./community";
import { desktop } from "./desktop";
import { email } from "./email";
import { csvExports } from "./exports";
import { adminTriage, hostTools } from "./hostTools";
import { impact } from "./impact";
import { liveRequests } from "./liveRequests";
import { mail } from "./mail";
import { matchReasons } from "./matchReasons";
import { messaging } from "./messaging";
import { moderation } from "./moderation";
import { notifications } from "./notifications";
import { references } from "./references";
import { safety } from "./safety";

registerTranslation("es", "moderation", moderation);
registerTranslation("es", "notifications", notifications);
registerTranslation("es", "messaging", messaging);
registerTranslation("es", "community", community);
registerTranslation("es", "safety", safety);
registerTranslation("es", "hostTools", hostTools);
registerTranslation("es", "adminTriage", adminTriage);
registerTranslation("es", "matchReasons", matchReasons);
registerTranslation("es", "email", email);
registerTranslation("es", "mail", mail);
registerTranslation("es", "desktop", desktop);
registerTranslation("es", "liveRequests", liveRequests);
registerTranslation("es", "calendar", calendar);
registerTranslation("es", "impact", impact);
registerTranslation("es", "exports", csvExports);
registerTranslation("es", "references", references);
registerTranslation("es", "bookings", bookings);
