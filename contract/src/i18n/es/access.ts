import type { AccessCatalog } from "../../accessFeatures";
import type { Translation } from "../catalog";

export const access: Translation<AccessCatalog> = {
  offerField: "Accesibilidad",
  offerFieldHelp:
    "¿Qué tiene tu espacio? Las solicitudes que necesitan algo solo coinciden con espacios que lo tienen.",
  requestField: "Necesidades de accesibilidad",
  requestFieldHelp: "¿Qué debe tener un espacio para tu grupo? Solo coinciden los espacios que cubren todas.",
  offerSection: "Accesibilidad",
  requestSection: "Necesidades de accesibilidad",
  noOfferFeatures: "No se indicaron opciones de accesibilidad.",
  noRequestNeeds: "No se indicaron necesidades de accesibilidad.",
};
