import type { PhotoViewerCatalog } from "../../photoViewerTexts";
import type { Translation } from "../catalog";

export const photoViewer: Translation<PhotoViewerCatalog> = {
  counter: "{n} de {total}",
  previous: "Foto anterior",
  next: "Foto siguiente",
  close: "Cerrar",
  openPhoto: "Abrir la foto {n} de {total}",
};
