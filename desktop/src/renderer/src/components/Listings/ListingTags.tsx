import { choiceLabel, LISTING_TEXTS } from "@kindred/contract";
import { splitTags } from "./tags";

interface ListingTagsProps {
  tags: readonly string[];
  /** Show at most this many and a '+N' badge for the rest; all of them when absent. */
  limit?: number;
  label?: string;
}

/** Choice ids as small pills, each showing its label (DESIGN 11.8). */
export const ListingTags = ({ tags, limit, label }: ListingTagsProps) => {
  const { shown, hidden } = limit === undefined ? { shown: [...tags], hidden: 0 } : splitTags(tags, limit);
  if (shown.length === 0 && hidden === 0) return null;
  return (
    <ul className="listing-tags" aria-label={label}>
      {shown.map((tag) => (
        <li key={tag} className="listing-tag">
          {choiceLabel(tag)}
        </li>
      ))}
      {hidden > 0 && (
        <li className="listing-tag listing-tag-more">
          <span aria-hidden="true">{LISTING_TEXTS.dashboard.moreTags(hidden)}</span>
          <span className="visually-hidden">{LISTING_TEXTS.dashboard.moreTagsLabel(hidden)}</span>
        </li>
      )}
    </ul>
  );
};
