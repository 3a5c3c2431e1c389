import { type PublicUser, USER_ROUTES } from "@kindred/contract";
import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { call, routeBase } from "../lib/call";

export const userKeys = {
  detail: (id: string) => [routeBase(USER_ROUTES.get), id] as const,
};

/** A member that does not exist (404) or an id the server rejects (400) reads as null: "User Not Found". */
const memberOrNull = async (id: string): Promise<PublicUser | null> => {
  try {
    return await call(USER_ROUTES.get, { params: { id } });
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
