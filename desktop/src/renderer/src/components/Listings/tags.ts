/** The first `limit` tags and how many are left over, for the '+N' badge (docs/product.md section 9, "Card tags"). */
export const splitTags = (tags: readonly string[], limit: number): { shown: string[]; hidden: number } => {
  const max = Math.max(0, Math.floor(limit));
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) };
};
