import Router from "@koa/router";
import type { AppState } from "../../context";
import bookings from "./bookings";
import calendars from "./calendars";

const router = new Router<AppState>();
router.use(bookings.routes(), calendars.routes());

export default router;
