import {
  type AdminReport,
  BLOCK_ROUTES,
  type BlockedMember,
  REPORT_ROUTES,
  type Report,
  type ReportInput,
  type ReportStatus,
  type ReportStatusInput,
} from "@kindred/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callAllPages } from "../lib/call";

export const SAFETY_KEYS = {
  blocks: [BLOCK_ROUTES.list.path] as const,
  mine: [REPORT_ROUTES.mine.path] as const,
  admin: [REPORT_ROUTES.adminList.path] as const,
};

/** A member's reports and an admin's queue are short; this stops a runaway cursor loop. */
const MAX_PAGES = 5;

export const useBlocks = (enabled = true) =>
  useQuery<BlockedMember[]>({
    queryKey: SAFETY_KEYS.blocks,
    queryFn: async () => (await call(BLOCK_ROUTES.list, {})) ?? [],
    enabled,
  });

/**
 * PUT or DELETE /api/blocks/{userId}. A block closes matches and hides search results and
 * favorites, so everything cached is refreshed afterwards.
 */
export const useSetBlocked = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      call(blocked ? BLOCK_ROUTES.block : BLOCK_ROUTES.unblock, { params: { userId } }),
    onSettled: () => queryClient.invalidateQueries(),
  });
};

export const useSendReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportInput) => call(REPORT_ROUTES.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAFETY_KEYS.mine }),
  });
};

export const useMyReports = () =>
  useQuery<Report[]>({ queryKey: SAFETY_KEYS.mine, queryFn: () => callAllPages(REPORT_ROUTES.mine, {}, MAX_PAGES) });

/** The moderators' queue, all of it or one status (`undefined`: every report). */
export const useAdminReports = (status?: ReportStatus) =>
  useQuery<AdminReport[]>({
    queryKey: [...SAFETY_KEYS.admin, status ?? "all"],
    queryFn: () => callAllPages(REPORT_ROUTES.adminList, { query: { status } }, MAX_PAGES),
  });

export const useMoveReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ReportStatusInput & { id: string }) =>
      call(REPORT_ROUTES.adminMove, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAFETY_KEYS.admin }),
  });
};
