/**
 * Text as people see it. A UTF-16 index can fall inside a surrogate pair (one emoji) or between
 * the parts of one visible character (a flag, a family emoji, a letter and its accent), and a cut
 * there leaves half a character: PostgreSQL refuses half a surrogate pair in JSON. So text is
 * counted and cut by grapheme (what a reader counts as one character), never by code unit.
 */
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first `max` graphemes of `text` and whether anything followed them. */
const headOf = (text: string, max: number): { head: string; cut: boolean } => {
  let count = 0;
  for (const { index } of graphemeSegmenter.segment(text)) {
    if (count === max) return { head: text.slice(0, index), cut: true };
    count += 1;
  }
  return { head: text, cut: false };
};

/** `text` cut to at most `max` graphemes, the last one an ellipsis when anything was left out. */
export const shortenText = (text: string, max: number): string => {
  const { head, cut } = headOf(text, max);
  if (!cut) return head;
  return `${headOf(head, Math.max(max - 1, 0)).head.trimEnd()}…`;
};

/** The first visible character of `text` (a whole emoji or accented letter), or "". */
export const firstGrapheme = (text: string): string => headOf(text, 1).head;

// A surrogate that is not half of a pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store `text`: it refuses U+0000 in text and JSON, and half a surrogate
 * pair in JSON (in a text column it would silently become U+FFFD).
 */
export const isStorableText = (text: string): boolean => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/** How many visible characters `text` has (graphemes: one emoji or accented letter is one). */
export const graphemeCount = (text: string): number => {
  let count = 0;
  for (const _ of graphemeSegmenter.segment(text)) count += 1;
  return count;
};
