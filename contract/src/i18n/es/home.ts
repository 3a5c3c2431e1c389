import type { HomeCatalog } from "../../homeTexts";
import type { Translation } from "../catalog";

export const home: Translation<HomeCatalog> = {
  showcaseTitle: "Espacios de la comunidad",
  showcaseIntro: "Espacios reales que los miembros ofrecen a proyectos que comparten sus valores.",
  showcaseMore: "Explorar todos los espacios",
  upToPeople: "{n, plural, one {Hasta # persona} other {Hasta # personas}}",
  howTitle: "Cómo funciona",
  steps: [
    {
      title: "Comparte lo que necesitas o lo que tienes",
      text: "Publica una solicitud para tu taller, clase o encuentro, u ofrece un espacio que puedas compartir.",
    },
    {
      title: "Coincide por valores",
      text: "Unimos solicitudes y espacios según misiones y actividades en común, el cupo y las necesidades de accesibilidad.",
    },
    {
      title: "Conversen y reserven",
      text: "Escríbele a tu coincidencia, acuerden un horario y resérvenlo: el espacio se comparte, no se alquila.",
    },
  ],
  footer: {
    label: "Acerca de Kindred Spaces",
    about: "Acerca de",
    guidelines: "Normas",
    privacy: "Privacidad",
    contact: "Contacto",
    contactOffline: "No disponible sin conexión",
  },
  about: {
    title: "Acerca de Kindred Spaces",
    lead: "Kindred Spaces conecta a quienes necesitan un lugar para un taller, una clase, un grupo de apoyo o un encuentro con anfitriones que tienen un espacio para compartir y creen en ese trabajo.",
    sections: [
      {
        heading: "Cómo funciona",
        paragraphs: [
          "Los grupos publican una solicitud: qué planean, cuántas personas vienen, cuándo y qué debe tener el espacio, como una entrada sin escalones. Los anfitriones ofrecen salones, estudios, galerías, oficinas y lugares al aire libre, gratis, con precio escalonado o a cambio de habilidades.",
          "Las solicitudes y los espacios se unen por misiones y actividades en común, por el cupo para el grupo y por las necesidades de accesibilidad. Cada coincidencia muestra por qué se hizo y abre una conversación privada; desde ahí, los dos miembros acuerdan un horario y lo reservan en la aplicación.",
        ],
      },
      {
        heading: "Lo que defendemos",
        paragraphs: [
          "Aquí los espacios se comparten, no se alquilan para ganar dinero. Los miembros se registran con un correo electrónico que confirman, siguen las normas de la comunidad y pueden bloquear o denunciar a cualquiera; los moderadores responden las denuncias y cada acción que toman queda registrada.",
          "Kindred Spaces está hecho para que todos puedan usarlo: cada pantalla funciona con teclado y con lector de pantalla, y desde las opciones de accesibilidad el texto puede hacerse más grande y con más contraste.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacidad",
    lead: "Guardamos lo que nos das para hacer funcionar el servicio, y nada para vender. Puedes descargarlo o borrarlo tú mismo cuando quieras.",
    sections: [
      {
        heading: "Qué guardamos",
        paragraphs: [
          "Tu cuenta: nombre, correo electrónico, una contraseña guardada solo como hash de un solo sentido (ninguna si inicias sesión con Google), tu perfil y tus fotos, y tus ajustes. Lo que publicas y envías: solicitudes, espacios, mensajes, reservas, referencias, favoritos, denuncias y comentarios.",
          "Los anuncios y los perfiles son públicos, pero tu propio correo nunca se muestra a otros miembros. El correo de contacto de un anuncio solo lo ven su dueño y los miembros con los que coincide. Las fotos se guardan sin su ubicación ni los datos de la cámara.",
          "Para proteger las cuentas, registramos por poco tiempo los inicios de sesión fallidos con la dirección desde la que llegaron, y los moderadores guardan un registro de las denuncias y de las acciones que toman.",
        ],
      },
      {
        heading: "Correo electrónico",
        paragraphs: [
          "Te escribimos para confirmar tu correo, para restablecer una contraseña, para confirmar el borrado de una cuenta sin contraseña y cuando un moderador actúa sobre tu cuenta. Los demás correos (nuevas coincidencias, mensajes, reservas, referencias) siguen tus preferencias de notificación: al instante, en un resumen diario o nunca, y cada uno trae un enlace para desactivar ese tipo.",
        ],
      },
      {
        heading: "Cookies y tu navegador",
        paragraphs: [
          "Usamos dos cookies, ambas necesarias para iniciar sesión y cada una con una firma al lado para que no se pueda falsificar: una mantiene tu sesión abierta, como máximo 14 días después de tu última visita; la otra recuerda que este navegador ya inició sesión antes, para que los intentos fallidos de otras personas no te dejen afuera. Cuando eliges un idioma, una tercera lo recuerda, para que la primera página de tu próxima visita esté en él. No hay cookies de publicidad ni de rastreo, ni analítica de terceros.",
          "Tu navegador guarda tus opciones de accesibilidad, el idioma que elegiste y, solo si se lo pides, el correo con el que inicias sesión. La aplicación de escritorio guarda una copia de lo último que cargó, como máximo 7 días, para que puedas leerlo sin conexión.",
        ],
      },
      {
        heading: "Tus datos, tu decisión",
        paragraphs: [
          "Desde tu perfil, «Descargar mis datos» te da un archivo con todo lo que tenemos sobre ti, como tu perfil, tus ajustes, anuncios, coincidencias, los mensajes que enviaste, notificaciones, favoritos, reservas, referencias y las denuncias que hiciste.",
          "«Eliminar mi cuenta» borra al instante tu cuenta, tus anuncios, fotos, favoritos, notificaciones y sesiones. Los mensajes que enviaste y las referencias que escribiste se quedan con los otros miembros, como de «Antiguo miembro»; los comentarios y las denuncias se quedan sin tu nombre. Después puedes volver a registrarte con tu correo.",
        ],
      },
    ],
  },
};
