import type { PublicUser } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiJson } from "../lib/api";

export const userKeys = {
  detail: (id: string) => ["/api/users", id] as const,
};

/** A member that does not exist (404) or an id the server rejects (400) reads as null: "User Not Found". */
const memberOrNull = async (id: string): Promise<PublicUser | null> => {
  try {
    return await apiJson<PublicUser>("GET", `/api/users/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

/** GET /api/users/{id}: the public profile (publicUser, never an email); null when there is no such member. */
export const useMember = (id: string | undefined) =>
  useQuery({
    queryKey: userKeys.detail(id ?? ""),
    queryFn: () => memberOrNull(id ?? ""),
    enabled: Boolean(id),
  });
