import type { MemberCatalog } from "../../memberTexts";
import type { Translation } from "../catalog";

export const member: Translation<MemberCatalog> = {
  requests: "Solicitudes de espacio",
  offers: "Espacios ofrecidos",
  noRequests: "Todavía no hay solicitudes de espacio.",
  noOffers: "Todavía no ofrece espacios activos.",
  noBio: "Este miembro todavía no escribió su biografía.",
  listingsLoading: "Cargando anuncios…",
};
