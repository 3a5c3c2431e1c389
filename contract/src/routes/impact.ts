import { z } from "zod";
import { impactQuery, impactReport } from "../impact";
import { defineRoute } from "./route";

const description =
  "Admins see the whole community; any other member sees the matches of their own spaces (zeros without spaces). Months are in the server's time zone; `from` and `to` default to the last 12 months.";

export const IMPACT_ROUTES = {
  report: defineRoute({
    method: "get",
    path: "/api/impact",
    access: "member",
    query: impactQuery,
    status: 200,
    response: { description: "Counts per month and totals", schema: impactReport },
    tag: "Impact",
    summary: "Community impact by month",
    description,
  }),
  csv: defineRoute({
    method: "get",
    path: "/api/impact.csv",
    access: "member",
    query: impactQuery,
    status: 200,
    response: {
      description: "The same rows as CSV (RFC 4180, UTF-8 with BOM)",
      schema: z.string(),
      contentType: "text/csv; charset=utf-8",
    },
    tag: "Impact",
    summary: "Community impact by month, as CSV",
    description,
  }),
};
