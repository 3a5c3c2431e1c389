import { SCREEN_TEXTS } from "@kindred/contract";
import type { MouseEvent } from "react";

export const MAIN_CONTENT_ID = "main-content";

/** Hidden until focused; jumps keyboard users past the header (docs/product.md section 2). */
export const SkipLink = () => {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={jump}>
      {SCREEN_TEXTS.skipLink}
    </a>
  );
};
