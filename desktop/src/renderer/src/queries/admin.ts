import {
  ADMIN_ROUTES,
  type AdminUser,
  type Feedback,
  type FeedbackPriority,
  type FeedbackStatus,
  type FeedbackType,
} from "@kindred/contract";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, callPage, type Page } from "../lib/call";

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
  stats: [ADMIN_ROUTES.stats.path] as const,
  weekly: [ADMIN_ROUTES.weeklyStats.path] as const,
  users: (q: string) => [ADMIN_ROUTES.users.path, { q }] as const,
  feedbackAll: [ADMIN_ROUTES.feedback.path] as const,
  feedback: (filters: FeedbackFilters) => [ADMIN_ROUTES.feedback.path, filters] as const,
  matches: [ADMIN_ROUTES.matches.path] as const,
};

const ADMIN_PAGE_SIZE = 25;

/** One page of a paged admin list at the admin page size; the next cursor comes in the X-Next-Cursor header. */
const usePagedList = <T>(queryKey: readonly unknown[], fetchPage: (cursor: string | null) => Promise<Page<T>>) => {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A new search or filter keeps the old rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.items) ?? [] };
};

/** The page after `cursor` (none for the first), `ADMIN_PAGE_SIZE` rows, narrowed by `filters`. */
const adminPage = <F extends object>(cursor: string | null, filters?: F) => ({
  limit: ADMIN_PAGE_SIZE,
  ...filters,
  ...(cursor ? { cursor } : {}),
});

export const useAdminStats = () =>
  useQuery({ queryKey: ADMIN_KEYS.stats, queryFn: () => call(ADMIN_ROUTES.stats, {}) });

export const useAdminWeekly = () =>
  useQuery({
    queryKey: ADMIN_KEYS.weekly,
    queryFn: async () => (await call(ADMIN_ROUTES.weeklyStats, {})) ?? [],
  });

export const useAdminMembers = (q: string) =>
  usePagedList<AdminMember>(ADMIN_KEYS.users(q), (cursor) =>
    callPage(ADMIN_ROUTES.users, { query: adminPage(cursor, { q: q.trim() || undefined }) }),
  );

export const useAdminFeedback = (filters: FeedbackFilters) =>
  usePagedList<AdminFeedback>(ADMIN_KEYS.feedback(filters), (cursor) =>
    callPage(ADMIN_ROUTES.feedback, { query: adminPage(cursor, filters) }),
  );

export const useAdminMatches = () =>
  usePagedList(ADMIN_KEYS.matches, (cursor) => callPage(ADMIN_ROUTES.matches, { query: adminPage(cursor) }));

/** PATCH /api/admin/feedback/{id}: the row changes in every loaded list, then the lists reload. */
export const useUpdateFeedbackStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) =>
      call(ADMIN_ROUTES.moveFeedback, { params: { id }, body: { status } }),
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
