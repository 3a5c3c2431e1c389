import Router from "@koa/router";
import type { AppState } from "../../context";
import auth from "./auth";
import oauth from "./oauth";
import passwordReset from "./passwordReset";

const router = new Router<AppState>();
router.use(auth.routes(), oauth.routes(), passwordReset.routes());

export default router;
