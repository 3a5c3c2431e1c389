import type { ImpactCatalog } from "../../impact";
import type { Translation } from "../catalog";

export const impact: Translation<ImpactCatalog> = {
  title: "Impacto en la comunidad",
  intro: {
    community: "Lo que la comunidad entera hizo posible, mes a mes.",
    host: "Lo que tus espacios hicieron posible, mes a mes.",
  },
  range: "Meses",
  from: "Desde",
  to: "Hasta",
  exportCsv: "Exportar CSV",
  chartLabel: "Coincidencias por mes",
  tableCaption: "Impacto por mes",
  loadFailed: "No se pudo cargar el impacto. Inténtalo de nuevo.",
  empty: "Todavía no pasó nada en estos meses.",
  total: "Total",
  tileTitle: "Coincidencias aceptadas (12 meses)",
  open: "Ver el impacto en la comunidad",
  openForHost: "Ver tu impacto",
  measures: {
    matchesMade: "Coincidencias creadas",
    matchesAccepted: "Coincidencias aceptadas",
    matchesCompleted: "Coincidencias completadas",
    spacesShared: "Espacios compartidos",
    membersServed: "Miembros atendidos",
    sessionsHeld: "Sesiones realizadas",
    hoursShared: "Horas compartidas",
  },
  causesServed: "Causas atendidas",
  month: "Mes",
  cause: "Causa",
  signInPrompt: "Inicia sesión para ver el impacto de tus espacios.",
  invalidRange: "«Desde» debe ser igual o anterior a «Hasta»",
  rangeTooLong: "Como máximo 120 meses a la vez",
};
