import type { ExportCatalog } from "../../csvExports";
import type { Translation } from "../catalog";

export const csvExports: Translation<ExportCatalog> = {
  exportCsv: "Exportar CSV",
  labels: {
    myOffers: "Exportar CSV de mis espacios",
    myRequests: "Exportar CSV de mis solicitudes",
    myBookings: "Exportar CSV de mis reservas",
    members: "Exportar CSV de miembros",
    matches: "Exportar CSV de coincidencias",
    feedback: "Exportar CSV de comentarios",
    audit: "Exportar CSV del registro de auditoría",
    reports: "Exportar CSV de denuncias",
  },
  saveDialogTitle: "Guardar la exportación CSV",
  csvFiles: "Archivos CSV",
  savedTitle: "Exportación guardada",
  saved: "Se guardó en {path}",
  failedTitle: "La exportación falló",
  failed: "No se pudo exportar el archivo CSV. Inténtalo de nuevo.",
};
