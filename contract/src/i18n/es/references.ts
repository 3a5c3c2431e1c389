import { type ReferenceCatalog, replyTimeText } from "../../references";
import type { Translation } from "../catalog";

export const references: Translation<ReferenceCatalog> = {
  title: "Referencias",
  write: "Escribir una referencia",
  writeTitle: "Escribe una referencia para {name}",
  experienceLabel: "¿Cómo fue tu experiencia?",
  experienceLabels: {
    positive: "Positiva",
    neutral: "Neutral",
    negative: "Negativa",
  },
  textLabel: "Tu referencia",
  textHint: "Entre 20 y 2000 caracteres. No se puede cambiar una vez enviada.",
  characterCount: "{count, number} / 2000",
  publish: "Enviar referencia",
  cancel: "Cancelar",
  sent: "Se guardó tu referencia",
  sendFailed: "No se pudo enviar la referencia",
  yours: "Tu referencia",
  theirs: "La referencia de {name} sobre ti",
  pending: "Solo tú puedes verla hasta que {name} escriba la suya, o hasta el {date}, lo que ocurra primero.",
  published: "Publicada",
  removed: "Eliminada por un moderador",
  loading: "Cargando referencias…",
  loadFailed: "No se pudieron cargar las referencias.",
  retry: "Intentar de nuevo",
  none: "Las referencias aparecen aquí después de una fecha reservada.",
  more: "Mostrar más referencias",
  from: "De {name}",
  reportReference: "Denunciar la referencia",
  counts:
    "{total, plural, =0 {Todavía no hay referencias} one {# referencia · {positive, number} positiva} other {# referencias · {positive, number} positivas}}",
  kept: "Cumplió {kept, number} de {total, plural, one {# reserva} other {# reservas}}",
  replyTime: replyTimeText,
  replyWithin:
    "{unit, select, hour {Suele responder en menos de una hora} hours {Suele responder en menos de {count} horas} other {Suele responder en menos de {count} días}}",
  factsLabel: "Confianza",
  experienceRequired: "Elige cómo fue tu experiencia",
  textTooShort: "Escribe al menos 20 caracteres",
  textTooLong: "Debe tener como máximo 2000 caracteres",
  blocked: "No puedes escribir una referencia sobre este miembro.",
  noEndedBooking:
    "Podrás escribir una referencia cuando se haya realizado una reserva confirmada de esta coincidencia.",
  alreadyWritten: "Ya escribiste una referencia para esta coincidencia. Las referencias no se pueden cambiar.",
  partyGone: "El otro miembro de esta coincidencia ya no está.",
};
