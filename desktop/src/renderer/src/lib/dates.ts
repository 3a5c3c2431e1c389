import { formattingLocale } from "@kindred/contract";
/** A date as "November 22, 2026" in the reader's locale; an unreadable one as written. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(formattingLocale(), { year: "numeric", month: "long", day: "numeric" });
};
