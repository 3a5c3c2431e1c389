import { WEB_TEXTS } from "@kindred/contract";
import { Button } from "antd";
import { useRouteError } from "react-router";
import { usePageTitle } from "../../lib/usePageTitle";

const texts = WEB_TEXTS.errorScreen;

/**
 * What the browsers say when a lazy scene's chunk cannot be fetched: after a deploy the old
 * chunk names are gone, and only a reload brings the new ones.
 */
const STALE_CHUNK = /dynamically imported module|Importing a module script failed|Loading chunk .* failed/i;

export const isStaleChunkError = (error: unknown): boolean => error instanceof Error && STALE_CHUNK.test(error.message);

/**
 * The router's `errorElement`: a scene that failed to load or threw while rendering. Kept in the
 * main bundle (not lazy), since a chunk that fails to load is one of the reasons it shows.
 */
export const ErrorScreen = () => {
  const updated = isStaleChunkError(useRouteError());
  const title = updated ? texts.updatedTitle : texts.title;
  usePageTitle(title);
  return (
    <section className="panel centered-panel" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{title}</h1>
      <p>{updated ? texts.updatedText : texts.text}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
    </section>
  );
};
