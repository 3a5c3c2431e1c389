import { displayName, firstGrapheme } from "@kindred/contract";

/** Up to two initials of a member's display name, for avatars without a photo. */
export const initialsOf = (user: Parameters<typeof displayName>[0]): string => {
  const parts = displayName(user)
    .split(/[\s@.]+/)
    .filter(Boolean);
  return parts.slice(0, 2).map(firstGrapheme).join("").toUpperCase();
};
