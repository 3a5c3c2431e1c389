import { HOME_TEXTS } from "@kindred/contract";
import { usePageTitle } from "../../lib/usePageTitle";

/** /about and /privacy: the footer's plain pages. */
export const AboutScene = ({ page }: { page: "about" | "privacy" }) => {
  const texts = HOME_TEXTS[page];
  usePageTitle(texts.title);
  return (
    <article className="panel about-page" aria-labelledby="about-title">
      <h1 id="about-title">{texts.title}</h1>
      {texts.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
};

export default AboutScene;
