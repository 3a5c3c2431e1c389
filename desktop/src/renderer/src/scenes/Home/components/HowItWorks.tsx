import { HOME_TEXTS } from "@kindred/contract";

const h = HOME_TEXTS;

/** Three steps from a post to a shared space. */
export const HowItWorks = () => (
  <section className="panel home-how" aria-labelledby="how-title" id="how-it-works">
    <h2 id="how-title">{h.howTitle}</h2>
    <ol className="home-how-steps">
      {h.steps.map((step, index) => (
        <li key={step.title}>
          <span className="home-how-number" aria-hidden>
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p className="muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  </section>
);
