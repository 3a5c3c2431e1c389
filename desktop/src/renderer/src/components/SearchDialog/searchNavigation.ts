import { choiceLabel, displayName, type ListingSide, type SearchResult, TAG_LIMITS } from "@kindred/contract";

/** One row of the results list, whatever its kind; `href` is the page it opens. */
export interface SearchItem {
  key: string;
  kind: ListingSide | "member";
  title: string;
  detail: string;
  tags: readonly string[];
  tagLimit: number;
  href: string;
}

export interface SearchGroup {
  kind: SearchItem["kind"];
  items: SearchItem[];
}

const joinDetail = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" · ");

/** The three groups of the dialog in their order: Space Requests, Space Offers, Members. Empty groups are dropped. */
export const toSearchGroups = (result: SearchResult | undefined, capacity: (n: number) => string): SearchGroup[] => {
  if (!result) return [];
  const groups: SearchGroup[] = [
    {
      kind: "request",
      items: result.spaceRequests.map((request) => ({
        key: `request-${request.id}`,
        kind: "request",
        title: request.title,
        detail: joinDetail(choiceLabel(request.spaceType), choiceLabel(request.location)),
        tags: request.values,
        tagLimit: TAG_LIMITS.search,
        href: `/space-request/${request.id}`,
      })),
    },
    {
      kind: "offer",
      items: result.spaceOffers.map((offer) => ({
        key: `offer-${offer.id}`,
        kind: "offer",
        title: offer.spaceName,
        detail: joinDetail(choiceLabel(offer.spaceType), offer.address, capacity(offer.capacity)),
        tags: offer.supportedCauses,
        tagLimit: TAG_LIMITS.search,
        href: `/space-offer/${offer.id}`,
      })),
    },
    {
      kind: "member",
      items: result.users.map((user) => ({
        key: `member-${user.id}`,
        kind: "member",
        title: displayName(user),
        detail: joinDetail(user.location),
        tags: user.interests,
        tagLimit: TAG_LIMITS.profileInterests,
        href: `/user/${user.id}`,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
};

/** Which result is highlighted: -1 while none is. */
export type ActiveIndex = number;

/**
 * Arrow-key movement through `count` results (combobox pattern): Down from none goes to the first,
 * Up from none to the last, both wrap. Other keys leave the highlight where it is (within range).
 */
export const moveActive = (active: ActiveIndex, count: number, key: string): ActiveIndex => {
  if (count <= 0) return -1;
  if (key === "ArrowDown") return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === "ArrowUp") return active <= 0 ? count - 1 : active - 1;
  return Math.min(active, count - 1);
};
