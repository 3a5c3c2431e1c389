import type { AdminTriageCatalog, HostToolsCatalog } from "../../hostToolsTexts";
import type { Translation } from "../catalog";

export const hostTools: Translation<HostToolsCatalog> = {
  importPhotos: "Importar fotos",
  editSelected: "Editar seleccionados",
  import: {
    title: "Importar fotos a tus espacios",
    intro:
      "Elige fotos y luego un espacio para cada una. Las fotos se usan tal como están: la importación en lote no las recorta.",
    pickFiles: "Elegir fotos",
    pickFolder: "Elegir una carpeta",
    limits: "JPG o PNG, hasta 10 MB cada una, como máximo 5 fotos por espacio.",
    noSpace: "No importar",
    spaceFor: "Espacio para {file}",
    start: "Subir fotos",
    uploading: "Subiendo...",
    close: "Cerrar",
    nothingPicked: "Todavía no elegiste fotos.",
    nothingAssigned: "Elige un espacio para al menos una foto.",
    tooMany:
      "{space} tiene lugar para {room, plural, one {# foto más} other {# fotos más}}; {extra, plural, one {# foto no se importará} other {# fotos no se importarán}}.",
    skippedFile: "{file}: {reason}",
    progressLabel: "Progreso de la subida a {space}",
    spaceDone: "{space}: {n, plural, one {se agregó # foto} other {se agregaron # fotos}}",
    spaceFailed: "{space}: {reason}",
    doneTitle: "Terminó la importación de fotos",
    someFailed: "Algunas fotos no se pudieron importar",
  },
  edit: {
    title: "Editar {n, plural, one {# espacio} other {# espacios}}",
    intro: "Los cambios se aplican a cada espacio seleccionado, uno por uno.",
    availability: "Disponibilidad",
    causes: "Causas que apoya",
    mode: "Cómo cambiar {field}",
    modes: {
      keep: "Dejar como está",
      add: "Agregar estas",
      remove: "Quitar estas",
      replace: "Reemplazar por estas",
    },
    apply: "Aplicar cambios",
    applying: "Aplicando...",
    close: "Cerrar",
    nothingToDo: "Elige un cambio para la disponibilidad o las causas que apoya.",
    needChoices: "Elige al menos una opción para agregar, quitar o reemplazar.",
    summaryTitle: "Resumen",
    changed: "{name}: se cambió {fields}",
    unchanged: "{name}: no hay nada que cambiar",
    failed: "{name}: sin cambios ({reason})",
    doneToast:
      "{changed, plural, one {# espacio cambiado} other {# espacios cambiados}}{failed, plural, =0 {} other {, {failed} con error}}",
  },
  keyboard: {
    hint: "Atajos de teclado",
    title: "Atajos de teclado de Mis espacios",
    tableLabel: "Tus espacios. Usa las flechas para moverte entre las filas.",
    keys: [
      ["Arriba / Abajo", "Moverse entre los espacios"],
      ["Espacio", "Seleccionar o quitar la selección del espacio"],
      ["Enter", "Abrir el espacio"],
      ["E", "Editar el espacio"],
      ["P", "Pausar o reanudar el espacio"],
    ],
    rowAnnounce:
      "{name}, espacio {position} de {total}, {active, select, true {activo} other {en pausa}}{selected, select, true {, seleccionado} other {}}",
    selectedAnnounce: "{name} {selected, select, true {seleccionado} other {sin seleccionar}}",
    activeAnnounce: "{name} {active, select, true {reanudado} other {en pausa}}",
    close: "Cerrar",
  },
};

export const adminTriage: Translation<AdminTriageCatalog> = {
  hint: "Atajos de teclado",
  title: "Atajos de teclado para comentarios",
  keys: [
    ["J / K", "Comentario siguiente / anterior"],
    ["Enter", "Abrir los detalles"],
    ["1 2 3 4", "Cambiar el estado: Nuevo, En curso, Resuelto, Cerrado"],
    ["S", "Mostrar la captura de pantalla"],
  ],
  rowAnnounce: "Comentario {position} de {total}: {type}, {status}",
  notAllowed: "Un comentario con estado {from} no puede pasar a {to}.",
  screenshotTitle: "Captura de pantalla",
  noScreenshot: "Este comentario no tiene captura de pantalla.",
  close: "Cerrar",
};
