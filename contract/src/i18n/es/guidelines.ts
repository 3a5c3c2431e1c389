import type { GuidelinesCatalog } from "../../guidelines";
import type { Translation } from "../catalog";

export const guidelines: Translation<GuidelinesCatalog> = {
  title: "Normas de la comunidad",
  subtitle: "Construyamos juntos una comunidad basada en valores",
  confirm: "Entendido: ¡construyamos comunidad!",
  sections: [
    {
      heading: "Nuestra misión",
      intro:
        "Kindred Spaces conecta a personas con propósito a través de valores compartidos. Unimos a quienes necesitan un espacio con anfitriones que tienen uno, para que los proyectos de educación, arte, bienestar y sostenibilidad encuentren un hogar.",
      items: [],
    },
    {
      heading: "Valores fundamentales",
      items: [
        "Generosidad ante todo: comparte lo que puedas y recibe con gratitud.",
        "Valores en común: busca coincidir con personas cuyas causas apoyas de verdad.",
        "Comunicación auténtica: sé honesto sobre tu proyecto, tu espacio y tus necesidades.",
        "La comunidad antes que uno mismo: deja cada espacio y a cada persona mejor de lo que los encontraste.",
      ],
    },
    {
      heading: "Para quienes buscan espacio",
      items: [
        "Describe con claridad tu proyecto, sus participantes y su horario.",
        "Respeta el espacio, las reglas y el tiempo del anfitrión, y déjalo como lo encontraste.",
        "Mantén al anfitrión al tanto de los cambios y agradécele al terminar.",
      ],
    },
    {
      heading: "Para quienes ofrecen espacio",
      items: [
        "Describe tu espacio con honestidad: capacidad, accesibilidad, equipamiento y disponibilidad.",
        "Aclara cualquier costo, intercambio o expectativa antes de llegar a un acuerdo.",
        "Recibe con calidez a quienes buscan espacio y apoya las misiones que elegiste.",
      ],
    },
    {
      heading: "Lo que animamos",
      items: [
        "Un tono respetuoso y amable en cada mensaje.",
        "Responder los mensajes en un plazo de 48 horas.",
        "Solicitudes claras, con fechas, horarios y número de personas.",
        "Avisar cuando cambian los planes.",
        "Expresar gratitud tanto a anfitriones como a quienes buscan espacio.",
      ],
    },
    {
      heading: "Lo que no se acepta",
      items: [
        "Discriminación de cualquier tipo.",
        "Acoso o intimidación.",
        "Tergiversar tu proyecto o tu espacio.",
        "Ignorar los términos que aceptaste.",
        "Spam o promoción no solicitada.",
        "Comportamiento agresivo o amenazante.",
      ],
    },
    {
      heading: "Seguridad",
      items: [
        "Tus datos de contacto son privados hasta que decidas compartirlos.",
        "Haz el primer contacto por la mensajería de la aplicación.",
        "Reúnete en lugares públicos antes de comprometerte con un espacio.",
        "Informa de cualquier problema al equipo de soporte con el botón de comentarios.",
      ],
    },
  ],
};
