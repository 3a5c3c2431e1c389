import type { DesktopCatalog } from "../../desktopTexts";
import type { Translation } from "../catalog";

export const desktop: Translation<DesktopCatalog> = {
  server: {
    title: "Servidor",
    intro: "La aplicación se conecta al servidor de Kindred Spaces de tu comunidad. Escribe su dirección.",
    urlLabel: "URL del servidor",
    test: "Probar conexión",
    save: "Guardar",
    reachable: "Conectado a {server}.",
    unreachable: "No se puede conectar con {server}.",
    invalidUrl: "Escribe una dirección que empiece con http:// o https://",
  },
  menu: {
    file: "Archivo",
    edit: "Edición",
    view: "Ver",
    go: "Ir",
    window: "Ventana",
    newRequest: "Nueva solicitud de espacio",
    offerSpace: "Ofrece tu espacio",
    search: "Buscar",
    home: "Inicio",
    messages: "Mensajes",
    mySpaces: "Mis espacios",
    admin: "Administración",
    calendar: "Calendario",
    server: "Servidor…",
  },
  offline: {
    banner: "No se puede conectar con {server}. Reintentando…",
    retry: "Reintentar",
  },
  photos: {
    dialogTitle: "Elige fotos",
    images: "Imágenes (JPG, PNG)",
  },
  serverUnreachable: "No se puede conectar con el servidor de Kindred Spaces en {server}.",
  socialSignIn: {
    continueInBrowser: "Continúa en tu navegador. La aplicación se vuelve a abrir cuando hayas iniciado sesión.",
  },
};
