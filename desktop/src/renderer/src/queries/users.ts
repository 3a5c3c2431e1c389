import { type MemberProfile, USER_ROUTES } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { call } from "../lib/call";
import { MEMBERS_KEY } from "../lib/realtime";

export const userKeys = {
  detail: (id: string) => [MEMBERS_KEY, id] as const,
};

/** A member that does not exist (404) or an id the server rejects (400) reads as null: "User Not Found". */
const memberOrNull = async (id: string): Promise<MemberProfile | null> => {
  try {
    return await call(USER_ROUTES.get, { params: { id } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
};

/** GET /api/users/{id}: the public profile (never an email) with its reference facts; null when there is no such member. */
export const useMember = (id: string | undefined) =>
  useQuery({
    queryKey: userKeys.detail(id ?? ""),
    queryFn: () => memberOrNull(id ?? ""),
    enabled: Boolean(id),
  });
