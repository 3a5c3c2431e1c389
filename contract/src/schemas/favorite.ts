import { z } from "zod";
import { uuid } from "./common";

/** `PUT` / `DELETE /api/favorites/{offerId}`. */
export const favoriteParams = z.object({ offerId: uuid });
