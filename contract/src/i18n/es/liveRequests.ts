import type { LiveRequestCatalog } from "../../liveRequests";
import type { Translation } from "../catalog";

export const liveRequests: Translation<LiveRequestCatalog> = {
  stillLookingTitle: "¿Sigues buscando?",
  stillLooking:
    "Tu solicitud «{title}» lleva 30 días abierta. Mantenla abierta 30 días más; si no, se pondrá en pausa en 15 días.",
  pausedTitle: "Solicitud en pausa",
  paused:
    "Tu solicitud «{title}» se puso en pausa después de 45 días sin una coincidencia aceptada. Mantenla abierta para volver a recibir coincidencias.",
  keepOpen: "Mantenerla abierta",
  keptOpen: "Tu solicitud sigue abierta 30 días más.",
  keepOpenFailed: "No se pudo mantener abierta la solicitud. Inténtalo de nuevo.",
  pausedBadge: "En pausa",
  pausedNote: "Esta solicitud está en pausa: no recibe coincidencias nuevas hasta que la mantengas abierta.",
  viewRequest: "Ver solicitud",
  mail: {
    subject: "¿Sigues buscando un espacio?",
    greeting: "Hola, {name}:",
    intro: "Tu solicitud «{title}» lleva 30 días abierta sin una coincidencia aceptada.",
    action: "Mantener mi solicitud abierta",
    note: "Si no haces nada, la solicitud se pondrá en pausa en 15 días. Puedes volver a mantenerla abierta desde su página cuando quieras.",
  },
  page: {
    title: "Mantén tu solicitud abierta",
    intro: "Con un clic tu solicitud sigue abierta para recibir coincidencias.",
    missingToken: "Esta página necesita el enlace de tu correo.",
    invalidToken:
      "Este enlace ya no funciona: la solicitud ya se mantuvo abierta o se eliminó. Abre tu solicitud para revisarla.",
  },
};
