import type { NotificationCatalog } from "../../notificationTexts";
import type { Translation } from "../catalog";

export const notifications: Translation<NotificationCatalog> = {
  newMatchTitle: "¡Nueva coincidencia!",
  newMatchForSeeker:
    "Tu solicitud de {requestType} coincide con {spaceName}: {sharedCount, plural, one {# valor en común} other {# valores en común}}",
  newMatchForHost:
    "{spaceName} coincide con la solicitud «{requestTitle}»: {sharedCount, plural, one {# valor en común} other {# valores en común}}",
  matchUpdateTitle: "Novedades de una coincidencia",
  quotedTitle: "«{title}»",
  yourListing: "tu anuncio",
  matchUpdate: {
    accept: "{actor} aceptó la coincidencia para {what}. Acéptala tú también para confirmarla.",
    accepted_by_both: "{actor} aceptó: la coincidencia para {what} está confirmada.",
    decline: "{actor} rechazó la coincidencia para {what}.",
    complete: "{actor} marcó como completada la coincidencia para {what}.",
    closed: "{actor} eliminó su anuncio, así que la coincidencia para {what} está cerrada.",
  },
  newMessageTitle: "Nuevo mensaje de {senderName}",
  bookingWhat: "{spaceName} el {when}{dates, plural, =0 {} =1 {} other {, cada semana (# fechas)}}",
  bookingProposedTitle: "Nueva propuesta de reserva",
  bookingProposed: "{actor} propuso {what}. Responde dentro de las próximas 48 horas.",
  bookingUpdateTitle: "Novedades de una reserva",
  bookingUpdate: {
    accepted: "{actor} aceptó la reserva de {what}.",
    declined: "{actor} rechazó la reserva de {what}.",
    withdrawn: "{actor} retiró la propuesta de {what}.",
    cancelled: "{actor} canceló {what}.",
    reschedule_proposed: "{actor} propuso un nuevo horario: {what}.",
    rescheduled: "{actor} aceptó el nuevo horario: {what}.",
    reschedule_declined: "{actor} mantuvo el horario original en lugar de {what}.",
    reschedule_withdrawn: "{actor} retiró el nuevo horario {what}.",
  },
  bookingExpired: "La propuesta de {what} venció sin respuesta.",
  cancelledLate: "{actor} canceló {what} (menos de 24 horas antes).",
  bookingReminderTitle: "Reserva mañana",
  bookingReminder: "Recordatorio: {what}, con {otherName}.",
  referencePublishedTitle: "Nueva referencia",
  referencePublished: "La referencia que {author} escribió sobre ti ya está publicada en tu perfil.",
  referenceReminderTitle: "Escribe una referencia",
  referenceReminder:
    "¿Cómo te fue con {other}? Escribe tu referencia en la conversación. La suya se publica el {date} de todos modos.",
};
