import type { ChoiceGroupsCatalog } from "../../choices";
import type { Translation } from "../catalog";

export const choiceGroups: Translation<ChoiceGroupsCatalog> = {
  request: {
    missions: { label: "Misión", description: "¿A qué misiones sirve tu proyecto?" },
    projectTypes: { label: "Tipo de proyecto", description: "¿Qué tipo de proyecto es?" },
    impacts: { label: "Impacto en la comunidad", description: "¿Qué impacto tendrá?" },
  },
  offer: {
    missions: { label: "Misiones que apoyas", description: "¿A qué misiones te gustaría que sirviera tu espacio?" },
    activities: { label: "Actividades bienvenidas", description: "¿Qué actividades son bienvenidas en tu espacio?" },
    investments: { label: "Inversión comunitaria", description: "¿Cómo te gustaría que funcionara el hospedaje?" },
  },
};
