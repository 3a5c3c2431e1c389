import { z } from "zod";
import { idParam, pageQuery } from "../schemas/common";
import { adminReport, blockedMember, blockParams, report, reportInput, reportStatusInput } from "../schemas/safety";
import { defineRoute, noContent } from "./route";

export const BLOCK_ROUTES = {
  list: defineRoute({
    method: "get",
    path: "/api/blocks",
    access: "member",
    status: 200,
    response: { description: "The members the signed-in member blocked", schema: z.array(blockedMember) },
    tag: "Safety",
    summary: "The signed-in member's blocked members, most recent first",
  }),
  block: defineRoute({
    method: "put",
    path: "/api/blocks/:userId",
    access: "member",
    params: blockParams,
    status: 204,
    response: noContent,
    tag: "Safety",
    summary: "Block a member (idempotent)",
    verifiedEmail: true,
    description:
      "No new matches between the two, no messages either way, their open matches closed, and the blocked member hidden from the blocker's search and favorites. The blocked member is not told. Blocking yourself is a 400.",
    errors: [404],
  }),
  unblock: defineRoute({
    method: "delete",
    path: "/api/blocks/:userId",
    access: "member",
    params: blockParams,
    status: 204,
    response: noContent,
    tag: "Safety",
    summary: "Unblock a member (closed matches stay closed)",
  }),
};

export const REPORT_ROUTES = {
  create: defineRoute({
    method: "post",
    path: "/api/reports",
    access: "member",
    verifiedEmail: true,
    body: reportInput,
    status: 201,
    response: { description: "The report", schema: report },
    tag: "Safety",
    summary: "Report a member, a message, a request or an offer",
    description: "The reported content is copied as it is now. A few reports per hour per member.",
    errors: [404, 429],
  }),
  mine: defineRoute({
    method: "get",
    path: "/api/reports/mine",
    access: "member",
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The member's reports and their status", schema: z.array(report) },
    tag: "Safety",
    summary: "The signed-in member's reports, newest first",
  }),
  adminList: defineRoute({
    method: "get",
    path: "/api/admin/reports",
    access: "moderator",
    query: pageQuery,
    paged: true,
    status: 200,
    response: { description: "The reports with their content in context", schema: z.array(adminReport) },
    tag: "Admin",
    summary: "Reports newest first",
  }),
  adminMove: defineRoute({
    method: "patch",
    path: "/api/admin/reports/:id",
    access: "moderator",
    params: idParam,
    body: reportStatusInput,
    status: 200,
    response: { description: "The report", schema: adminReport },
    tag: "Admin",
    summary: "Move a report to another status, with an optional note",
    description: "open → reviewing → actioned or dismissed; any other move is a 409.",
    errors: [404, 409],
  }),
};
