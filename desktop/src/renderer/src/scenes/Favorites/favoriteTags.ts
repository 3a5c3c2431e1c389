import { COMMUNITY_TEXTS } from "@kindred/contract";
import { splitTags } from "../../components/Listings/tags";

/** The tags a favorite card shows and its '+N more' badge text (null when nothing is left over). */
export const favoriteTags = (tags: readonly string[], limit: number): { shown: string[]; more: string | null } => {
  const { shown, hidden } = splitTags(tags, limit);
  return { shown, more: hidden > 0 ? COMMUNITY_TEXTS.favorites.moreBadge(hidden) : null };
};
