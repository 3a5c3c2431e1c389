import type { ProfileCatalog } from "../../profileTexts";
import type { Translation } from "../catalog";

export const profile: Translation<ProfileCatalog> = {
  changeCover: "Cambiar portada",
  changeCoverLabel: "Cambiar la foto de portada",
  changePhotoLabel: "Cambiar la foto de perfil",
  uploadingCover: "Subiendo la foto de portada",
  uploadingPhoto: "Subiendo la foto de perfil",
  uploadingCoverPercent: "Subiendo la foto de portada… {percent} %",
  coverUpdated: { title: "Portada actualizada", description: "Tu foto de portada se actualizó." },
  photoAlt: "Foto de perfil de {name}",
  removeCover: "Quitar portada",
  cancelCrop: "Conservar la actual",
  removePhoto: "Quitar foto",
  coverRemoved: "Se quitó la foto de portada",
  photoRemoved: "Se quitó la foto de perfil",
  removeFailed: "No se pudo quitar la foto. Inténtalo de nuevo.",
};
