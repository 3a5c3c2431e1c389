/**
 * Text as people see it. A UTF-16 index can fall inside a surrogate pair (one emoji) or between
 * the parts of one visible character (a flag, a family emoji, a letter and its accent), and a cut
 * there leaves half a character: PostgreSQL refuses half a surrogate pair in JSON. So text is
 * counted and cut by grapheme (what a reader counts as one character), never by code unit.
 */
let segmenter: Intl.Segmenter | undefined;
/**
 * Made on first use: building one loads the break rules (about 20 ms of a page's first task in
 * Chromium), and most text never needs it (see plainLength).
 */
const graphemes = (text: string) => {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter.segment(text);
};

/**
 * How many of the first `limit` code units of `text` are each a grapheme of their own: ASCII
 * without a CR LF pair (the one ASCII pair that is a single grapheme; anything that joins a
 * character to the one before it, an accent, a joiner, a modifier, is outside ASCII). The
 * segmenter is needed only past them.
 */
const plainLength = (text: string, limit: number): number => {
  const end = Math.min(limit, text.length);
  let index = 0;
  while (index < end && text.charCodeAt(index) < 0x80 && !(text[index] === "\r" && text[index + 1] === "\n")) index++;
  return index;
};

/** The first `max` graphemes of `text` and whether anything followed them. */
const headOf = (text: string, max: number): { head: string; cut: boolean } => {
  // The first max + 1 code units are graphemes of their own: the cut falls after the first max.
  const plain = plainLength(text, max + 1);
  if (plain === Math.min(max + 1, text.length)) return { head: text.slice(0, max), cut: text.length > max };
  let count = 0;
  for (const { index } of graphemes(text)) {
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
  if (plainLength(text, text.length) === text.length) return text.length;
  let count = 0;
  for (const _ of graphemes(text)) count += 1;
  return count;
};
