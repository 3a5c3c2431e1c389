import { choiceLabel } from "@kindred/contract";
import { favoriteTags } from "../favoriteTags";

/** A labelled row of tags, each by its label: the first `limit`, then a '+N more' badge. */
export const FavoriteTags = ({ label, tags, limit }: { label: string; tags: readonly string[]; limit: number }) => {
  const { shown, more } = favoriteTags(tags, limit);
  if (shown.length === 0) return null;
  return (
    <div className="favorite-tags">
      <span className="favorite-tags-label">{label}</span>
      <ul className="listing-tags" aria-label={label}>
        {shown.map((tag) => (
          <li key={tag} className="listing-tag">
            {choiceLabel(tag)}
          </li>
        ))}
        {more && <li className="listing-tag listing-tag-more">{more}</li>}
      </ul>
    </div>
  );
};
