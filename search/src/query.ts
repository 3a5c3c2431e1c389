/** The words of a search text: letters and digits only, lower-cased, at most 8 of them. */
export const searchWords = (text: string): string[] => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
