/**
 * Every Spanish catalog, registered together by `registerSpanish`. The web app loads this module
 * only for a member who reads Spanish (its own chunk); the API and the desktop app's main process
 * register it at start. A function, not an import's side effect: the contract is side-effect free
 * for bundlers, which would drop a module that only registers.
 */
import { registerTranslation } from "../catalog";
import { access } from "./access";
import { bookings } from "./bookings";
import { calendar } from "./calendar";
import { choiceGroups } from "./choiceGroups";
import { choiceLabels } from "./choiceLabels";
import { community } from "./community";
import { desktop } from "./desktop";
import { email } from "./email";
import { explore } from "./explore";
import { csvExports } from "./exports";
import { guidelines } from "./guidelines";
import { home } from "./home";
import { adminTriage, hostTools } from "./hostTools";
import { impact } from "./impact";
import { language } from "./language";
import { listing } from "./listing";
import { liveRequests } from "./liveRequests";
import { mail } from "./mail";
import { matchReasons } from "./matchReasons";
import { member } from "./member";
import { messaging } from "./messaging";
import { moderation } from "./moderation";
import { notifications } from "./notifications";
import { photo } from "./photo";
import { photoViewer } from "./photoViewer";
import { profile } from "./profile";
import { references } from "./references";
import { safety } from "./safety";
import { errors, screens, server, success, validation } from "./spec";
import { web } from "./web";

let registered = false;

/** Makes every Spanish catalog known (once). */
export const registerSpanish = () => {
  if (registered) return;
  registered = true;
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
};
