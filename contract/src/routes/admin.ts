import { z } from "zod";
import {
  adminFeedbackQuery,
  adminMatch,
  adminStats,
  adminUser,
  adminUsersQuery,
  adminWeeklyStats,
} from "../schemas/admin";
import { idParam, pageQuery } from "../schemas/common";
import { feedback, feedbackStatusInput } from "../schemas/feedback";
import { defineRoute } from "./route";

const tag = "Admin";

/**
 * The admin dashboard: 401 for visitors, 403 for members who are not admins (the members list
 * also for moderators, without emails).
 */
export const ADMIN_ROUTES = {
  stats: defineRoute({
    method: "get",
    path: "/api/admin/stats",
    access: "admin",
    status: 200,
    response: { description: "Counts", schema: adminStats },
    tag,
    summary: "The dashboard's four tiles",
  }),
  weeklyStats: defineRoute({
    method: "get",
    path: "/api/admin/stats/weekly",
    access: "admin",
    status: 200,
    response: { description: "One entry per week, oldest first", schema: adminWeeklyStats },
    tag,
    summary: "Sign-ups and matches per week, the last 12 weeks",
  }),
  users: defineRoute({
    method: "get",
    path: "/api/admin/users",
    access: "moderator",
    query: adminUsersQuery,
    paged: true,
    status: 200,
    response: {
      description: "The members with role and suspension; emails for admins only (null for moderators)",
      schema: z.array(adminUser),
    },
    tag,
    summary: "Members newest first, narrowed by `?q=`",
  }),
  feedback: defineRoute({
    method: "get",
    path: "/api/admin/feedback",
    access: "admin",
    query: adminFeedbackQuery,
    paged: true,
    status: 200,
    response: { description: "The feedback", schema: z.array(feedback) },
    tag,
    summary: "Feedback newest first, filtered by status, type, priority",
  }),
  moveFeedback: defineRoute({
    method: "patch",
    path: "/api/admin/feedback/:id",
    access: "admin",
    params: idParam,
    body: feedbackStatusInput,
    status: 200,
    response: { description: "The feedback", schema: feedback },
    tag,
    summary: "Move feedback to another status",
    description: "new → in_progress → resolved → closed, or back to in_progress; any other move is a 409.",
    errors: [404, 409],
  }),
  matches: defineRoute({
    method: "get",
    path: "/api/admin/matches",
    access: "admin",
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The matches", schema: z.array(adminMatch) },
    tag,
    summary: "Every match newest first",
  }),
};
