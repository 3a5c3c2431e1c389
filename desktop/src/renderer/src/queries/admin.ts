import {
  type AdminMatch,
  type AdminStats,
  type AdminUser,
  type AdminWeeklyStats,
  type Feedback,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackType,
  PAGE,
} from "@kindred/contract";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiJson, apiRequest } from "../lib/api";

/** A member row of GET /api/admin/users: the public profile plus the email admins may see. */
export type AdminMember = AdminUser;

/** Feedback as listed for admins; older rows may lack a status (shown as 'pending'). */
export type AdminFeedback = Omit<Feedback, "status"> & { status: FeedbackStatus | null };

export interface FeedbackFilters {
  status?: FeedbackStatus;
  type?: FeedbackType;
  priority?: FeedbackPriority;
}

export const ADMIN_KEYS = {
  stats: ["/api/admin/stats"] as const,
  weekly: ["/api/admin/stats/weekly"] as const,
  users: (q: string) => ["/api/admin/users", { q }] as const,
  feedbackAll: ["/api/admin/feedback"] as const,
  feedback: (filters: FeedbackFilters) => ["/api/admin/feedback", filters] as const,
  matches: ["/api/admin/matches"] as const,
};

const ADMIN_PAGE_SIZE = 25;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** One page of a paged admin list; the next cursor comes in the X-Next-Cursor header. */
const fetchPage = async <T>(path: string, params: Record<string, string | undefined>, cursor: string | null) => {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (cursor) query.set("cursor", cursor);
  const response = await apiRequest("GET", `${path}?${query}`);
  const items = ((await response.json()) as T[] | null) ?? [];
  return { items, nextCursor: response.headers.get(PAGE.nextCursorHeader) } satisfies Page<T>;
};

const usePagedList = <T>(queryKey: readonly unknown[], path: string, params: Record<string, string | undefined>) => {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage<T>(path, params, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search or filter keeps the old rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.items) ?? [] };
};

export const useAdminStats = () =>
  useQuery({ queryKey: ADMIN_KEYS.stats, queryFn: () => apiJson<AdminStats>("GET", ADMIN_KEYS.stats[0]) });

export const useAdminWeekly = () =>
  useQuery({
    queryKey: ADMIN_KEYS.weekly,
    queryFn: async () => (await apiJson<AdminWeeklyStats | null>("GET", ADMIN_KEYS.weekly[0])) ?? [],
  });

export const useAdminMembers = (q: string) =>
  usePagedList<AdminMember>(ADMIN_KEYS.users(q), "/api/admin/users", { q: q.trim() || undefined });

export const useAdminFeedback = (filters: FeedbackFilters) =>
  usePagedList<AdminFeedback>(ADMIN_KEYS.feedback(filters), "/api/admin/feedback", { ...filters });

export const useAdminMatches = () => usePagedList<AdminMatch>(ADMIN_KEYS.matches, "/api/admin/matches", {});

/** PATCH /api/admin/feedback/{id}: the row changes in every loaded list, then the lists reload. */
export const useUpdateFeedbackStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      apiJson<AdminFeedback | null>("PATCH", `/api/admin/feedback/${encodeURIComponent(id)}`, { status }),
    onSuccess: (_updated, { id, status }) => {
      queryClient.setQueriesData<InfiniteData<Page<AdminFeedback>>>({ queryKey: ADMIN_KEYS.feedbackAll }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === id ? { ...item, status } : item)),
              })),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.feedbackAll });
    },
  });
};
