import type { MailCatalog } from "../../mailTexts";
import type { Translation } from "../catalog";

export const mail: Translation<MailCatalog> = {
  mail: {
    signature: "Kindred Spaces",
    footer: "Recibes este correo porque tienes una cuenta en Kindred Spaces.",
    passwordReset: {
      subject: "Restablece tu contraseña de Kindred Spaces",
      greeting: "Hola, {name}:",
      intro: "Alguien pidió restablecer la contraseña de tu cuenta de Kindred Spaces.",
      action: "Elegir una contraseña nueva",
      expiry: "El enlace funciona una sola vez, dentro de una hora.",
      ignore: "Si no lo pediste, ignora este correo: tu contraseña se queda como está.",
    },
    verifyEmail: {
      subject: "Confirma tu correo",
      greeting: "Hola, {name}:",
      intro: "¡Te damos la bienvenida a Kindred Spaces! Confirma que esta es tu dirección de correo.",
      action: "Confirmar mi correo",
      expiry: "El enlace funciona una sola vez, dentro de 48 horas.",
      ignore: "Si no creaste una cuenta, ignora este correo: no pasa nada sin el enlace.",
    },
    accountTakenOver: {
      subject: "Tu cuenta de Kindred Spaces vuelve a ser tuya",
      greeting: "Hola, {name}:",
      intro:
        "Iniciaste sesión con {provider}, que confirmó esta dirección de correo. Se había creado una cuenta con esta dirección y una contraseña, pero nunca se confirmó, así que pudo haberla creado otra persona.",
      done: "Quitamos esa contraseña y cerramos la sesión en todos los dispositivos que la usaron. A partir de ahora inicias sesión con tu proveedor, o puedes crear una contraseña con «¿Olvidaste tu contraseña?».",
      check: "Revisa tu perfil y tus anuncios por si hay algo que no escribiste tú.",
    },
  },
  emailVerification: {
    title: "Confirma tu correo",
    confirming: "Confirmando tu correo...",
    confirmed: "Tu correo está confirmado. Ya puedes publicar anuncios, escribirles a tus coincidencias y más.",
    continue: "Continuar",
    missingToken: "Esta página necesita el enlace de tu correo de confirmación.",
    invalidToken:
      "Este enlace de confirmación venció o ya se usó. Pide uno nuevo desde el aviso que aparece al iniciar sesión.",
    bannerLabel: "Correo sin confirmar",
    banner: "Confirma tu dirección de correo: enviamos un enlace a {email}.",
    bannerNoEmail: "Confirma tu dirección de correo.",
    resend: "Reenviar correo",
    resending: "Enviando...",
    resent: "Enviado. Revisa tu bandeja de entrada (y la carpeta de spam).",
    tooMany: "Demasiados correos de confirmación. Espera un rato y vuelve a intentarlo.",
  },
  passwordReset: {
    forgotLink: "¿Olvidaste tu contraseña?",
    forgotTitle: "Olvidaste tu contraseña",
    forgotIntro: "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.",
    emailLabel: "Correo",
    send: "Enviar enlace",
    sent: "Si hay una cuenta con ese correo, va en camino un enlace para restablecer la contraseña. Funciona una sola vez, dentro de una hora.",
    resetTitle: "Elige una contraseña nueva",
    passwordLabel: "Contraseña nueva",
    save: "Guardar contraseña nueva",
    saved: "Se cambió tu contraseña. Inicia sesión con tu contraseña nueva.",
    signIn: "Iniciar sesión",
    missingToken: "Esta página necesita el enlace de tu correo para restablecer la contraseña.",
    invalidToken: "Este enlace venció o ya se usó. Pide uno nuevo.",
    requestAgain: "Pedir un enlace nuevo",
    tooMany: "Demasiadas solicitudes para restablecer la contraseña. Espera un rato y vuelve a intentarlo.",
  },
};
