import { IMPACT_ROUTES, type ImpactQuery } from "@kindred/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call, routeUrl } from "../lib/call";

/** GET /api/impact for a range (the last 12 months when none); the old months stay shown while a new range loads. */
export const useImpact = (range: ImpactQuery = {}) =>
  useQuery({
    queryKey: [IMPACT_ROUTES.report.path, range],
    queryFn: () => call(IMPACT_ROUTES.report, { query: range }),
    placeholderData: keepPreviousData,
  });

/** The CSV of the same range, for a download link. */
export const impactCsvUrl = (range: ImpactQuery) => routeUrl(IMPACT_ROUTES.csv, { query: range });
