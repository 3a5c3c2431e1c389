import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadScene } from "./routes";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

preloadScene(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
