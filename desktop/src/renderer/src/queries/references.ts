import { REFERENCE_ROUTES, type WriteReferenceInput } from "@kindred/contract";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callPage } from "../lib/call";
import { REFERENCES_KEY, refreshReferences } from "../lib/realtime";

/** Every reference query starts with REFERENCES_KEY, so one invalidation refreshes a match's and the lists. */
export const referenceKeys = {
  match: (matchId: string) => [REFERENCES_KEY, "match", matchId] as const,
  member: (userId: string) => [REFERENCES_KEY, "member", userId] as const,
};

/** How many references a member page shows at first, and adds per "Show more". */
export const REFERENCES_PAGE_SIZE = 5;

/** GET /api/matches/{id}/references: the viewer's own, the other's once published, and whether they may write. */
export const useMatchReferences = (matchId: string, enabled = true) =>
  useQuery({
    queryKey: referenceKeys.match(matchId),
    queryFn: () => call(REFERENCE_ROUTES.listByMatch, { params: { id: matchId } }),
    enabled,
  });

/** GET /api/users/{id}/references: published references, newest first, a page at a time. */
export const useMemberReferences = (userId: string) => {
  const query = useInfiniteQuery({
    queryKey: referenceKeys.member(userId),
    queryFn: ({ pageParam }) =>
      callPage(REFERENCE_ROUTES.ofUser, {
        params: { id: userId },
        query: { limit: REFERENCES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  return { ...query, references: query.data?.pages.flatMap((page) => page.items) ?? [] };
};

/** POST /api/matches/{id}/references; the match's references, the lists and the counts read anew. */
export const useWriteReference = (matchId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReferenceInput) => call(REFERENCE_ROUTES.write, { params: { id: matchId }, body }),
    onSuccess: () => refreshReferences(queryClient),
  });
};
