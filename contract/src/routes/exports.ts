import { z } from "zod";
import type { CsvExportName } from "../csvExports";
import { defineRoute, type RouteAnswer } from "./route";

const csvFile: RouteAnswer = {
  description:
    "A CSV file (RFC 4180, UTF-8 with a byte order mark, a header row), sent as an attachment and " +
    "streamed newest first. Cells starting with =, +, -, @, tab or CR are prefixed with '.",
  schema: z.string(),
  contentType: "text/csv",
};

/**
 * The CSV downloads of My Spaces and of the admin dashboard. Registered before the listings'
 * `/:id` routes, which would otherwise read `mine.csv` as an id.
 */
export const EXPORT_ROUTES = {
  myOffers: defineRoute({
    method: "get",
    path: "/api/space-offers/mine.csv",
    access: "member",
    status: 200,
    response: csvFile,
    tag: "Space offers",
    summary: "The signed-in member's space offers as CSV, paused ones included",
  }),
  myRequests: defineRoute({
    method: "get",
    path: "/api/space-requests/mine.csv",
    access: "member",
    status: 200,
    response: csvFile,
    tag: "Space requests",
    summary: "The signed-in member's space requests as CSV",
  }),
  myBookings: defineRoute({
    method: "get",
    path: "/api/bookings/mine.csv",
    access: "member",
    status: 200,
    response: csvFile,
    tag: "Bookings",
    summary: "Every date of the bookings of the signed-in host's spaces as CSV",
  }),
  members: defineRoute({
    method: "get",
    path: "/api/admin/export/members.csv",
    access: "admin",
    status: 200,
    response: csvFile,
    tag: "Admin",
    summary: "Every member as CSV, with email and role (never a password hash)",
  }),
  matches: defineRoute({
    method: "get",
    path: "/api/admin/export/matches.csv",
    access: "admin",
    status: 200,
    response: csvFile,
    tag: "Admin",
    summary: "Every match as CSV, with its request title and space name",
  }),
  feedback: defineRoute({
    method: "get",
    path: "/api/admin/export/feedback.csv",
    access: "admin",
    status: 200,
    response: csvFile,
    tag: "Admin",
    summary: "All feedback as CSV (whether a screenshot came with it, not the image)",
  }),
  audit: defineRoute({
    method: "get",
    path: "/api/admin/export/audit.csv",
    access: "admin",
    status: 200,
    response: csvFile,
    tag: "Moderation",
    summary: "The moderation audit log as CSV",
  }),
  reports: defineRoute({
    method: "get",
    path: "/api/admin/export/reports.csv",
    access: "admin",
    status: 200,
    response: csvFile,
    tag: "Admin",
    summary: "Members' reports as CSV, with status, reason, reporter and the moderator's note",
  }),
} satisfies Record<CsvExportName, unknown>;
