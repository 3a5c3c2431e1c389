import type { MatchReasonCatalog } from "../../matchReasonTexts";
import type { Translation } from "../catalog";

export const matchReasons: Translation<MatchReasonCatalog> = {
  sharedMissions: "Misiones en común: {labels}",
  sharedActivities: "Actividades en común: {labels}",
  sharedValues: "Valores en común: {labels}",
  sameSpaceType: "Ambos buscan {type}",
  spaceTypeInSentence: {
    classroom: "un aula",
    workshop: "un taller",
    studio: "un estudio",
    gallery: "una galería",
    storefront: "un local comercial",
    office: "una oficina",
    outdoor: "un espacio al aire libre",
    other: "otro tipo de espacio",
  },
  otherSpaceType: "un espacio de tipo {type}",
  flexibleSpaceType: "Tipo de espacio flexible ({requestType} / {offerType})",
  room: "Lugar para {capacity}",
  roomForYourGroup: "Lugar para {capacity} (necesitas {participants})",
  groupInYourSpace: "Lugar para {participants} de tus {capacity}",
  partnerSpace: "Espacio aliado",
  accessNeedsMet: "Necesidades de accesibilidad cubiertas: {labels}",
};
