import { WEB_TEXTS } from "@kindred/contract";
import { useEffect } from "react";

/** Names the browser tab after the screen. */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = `${title} · ${WEB_TEXTS.appName}`;
  }, [title]);
};
