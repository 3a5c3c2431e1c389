import { HOME_TEXTS } from "@kindred/contract";
import { usePageTitle } from "../../lib/usePageTitle";

/** /about and /privacy: the footer's plain pages, a lead paragraph and headed sections. */
export const AboutScene = ({ page }: { page: "about" | "privacy" }) => {
  const texts = HOME_TEXTS[page];
  usePageTitle(texts.title);
  return (
    <article className="panel about-page" aria-labelledby="about-title">
      <h1 id="about-title">{texts.title}</h1>
      <p className="about-lead">{texts.lead}</p>
      {texts.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
};

export default AboutScene;
