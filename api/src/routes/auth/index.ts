import Router from "@koa/router";
import type { AppState } from "../../context";
import auth from "./auth";
import oauth from "./oauth";

const router = new Router<AppState>();
router.use(auth.routes(), oauth.routes());

export default router;
