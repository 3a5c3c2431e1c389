import {
  type AuditEntry,
  type LiftSuspensionInput,
  MODERATION_ROUTES,
  type RemovalInput,
  type Role,
  type SuspensionInput,
  type WarningInput,
} from "@kindred/contract";
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { call, callPage } from "../lib/call";
import { ADMIN_KEYS } from "./admin";
import { SAFETY_KEYS } from "./safety";

const AUDIT_KEY = [MODERATION_ROUTES.audit.path] as const;
const AUDIT_PAGE_SIZE = 25;

/** The audit log newest first, a page at a time. */
export const useAuditLog = () => {
  const query = useInfiniteQuery({
    queryKey: AUDIT_KEY,
    queryFn: ({ pageParam }) =>
      callPage(MODERATION_ROUTES.audit, {
        query: { limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.items as AuditEntry[]) ?? [] };
};

/** What a moderator does to a member or their content: each refreshes the members, the reports and the audit log. */
export type ModerationAction =
  | { kind: "warn"; body: WarningInput }
  | { kind: "suspend"; body: SuspensionInput }
  | { kind: "lift"; body: LiftSuspensionInput }
  | { kind: "role"; body: { role: Role } }
  | { kind: "remove"; body: RemovalInput };

export const useModerate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, action }: { memberId: string; action: ModerationAction }): Promise<unknown> => {
      const params = { id: memberId };
      switch (action.kind) {
        case "warn":
          return call(MODERATION_ROUTES.warn, { params, body: action.body });
        case "suspend":
          return call(MODERATION_ROUTES.suspend, { params, body: action.body });
        case "lift":
          return call(MODERATION_ROUTES.liftSuspension, { params, body: action.body });
        case "role":
          return call(MODERATION_ROUTES.changeRole, { params, body: action.body });
        case "remove":
          return call(MODERATION_ROUTES.remove, { body: action.body });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEYS.users("")[0]] }),
        queryClient.invalidateQueries({ queryKey: SAFETY_KEYS.admin }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]),
  });
};
