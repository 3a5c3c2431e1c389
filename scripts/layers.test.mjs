import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importCircles, layerViolations, runtimeSpecifiersOf, specifiersOf } from "./layers.mjs";

const repo = resolve(import.meta.dirname, "..");

/** A throwaway tree of `files` (path → code). */
const tree = (files) => {
  const root = mkdtempSync(join(tmpdir(), "ks-layers-"));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
};

const roots = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("the layers of docs/architecture.md", () => {
  it("hold in this repository, with no import circle", () => {
    expect(layerViolations(repo)).toEqual([]);
    expect(importCircles(repo)).toEqual([]);
  });

  it("reads static, type-only, re-exported and dynamic imports", () => {
    const code = `import a from "./a";\nimport type { B } from "./b";\nexport { c } from "./c";\nconst d = await import("./d");\nimport "./e";`;
    expect(specifiersOf(code)).toEqual(["./a", "./b", "./c", "./d", "./e"]);
  });

  it("catch each kind of import against them", () => {
    const root = tree({
      "contract/src/index.ts": `import { app } from "../../api/src/app";`,
      "desktop/src/main/index.ts": `import { x } from "@kindred/search";`,
      "api/src/services/a/read.ts": `import type { Shape } from "../../presenters/shape";\nimport { y } from "../../middleware/y";`,
      "api/src/services/a/read.test.ts": `import { present } from "../../presenters/shape";`,
      "api/src/presenters/shape.ts": `export type Shape = {};`,
      "api/src/middleware/y.ts": `import { route } from "../routes/z";\nexport const y = route;`,
      "api/src/routes/z.ts": `export const route = 1;`,
      "api/src/app.ts": `import { route } from "./routes/z";`,
      "desktop/src/renderer/src/lib/helper.ts": `import { useThing } from "../queries/thing";`,
      "desktop/src/renderer/src/queries/thing.ts": `import { helper } from "../lib/helper";\nexport const useThing = helper;`,
    });
    roots.push(root);
    const found = layerViolations(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^contract\/src\/index\.ts: imports \.\.\/\.\.\/api\/src\/app \(contract may import only nothing\)/,
        ),
        expect.stringMatching(/^desktop\/src\/main\/index\.ts: imports @kindred\/search/),
        expect.stringMatching(/^api\/src\/services\/a\/read\.ts: imports \.\.\/\.\.\/presenters\/shape/),
        expect.stringMatching(/^api\/src\/services\/a\/read\.ts: imports \.\.\/\.\.\/middleware\/y/),
        expect.stringMatching(/^api\/src\/middleware\/y\.ts: imports \.\.\/routes\/z \(nothing but the app/),
        expect.stringMatching(/^desktop\/src\/renderer\/src\/lib\/helper\.ts: imports \.\.\/queries\/thing/),
      ]),
    );
    // Tests may import what they check, and the app registers the routes.
    expect(found.some((line) => line.startsWith("api/src/services/a/read.test.ts"))).toBe(false);
    expect(found.some((line) => line.startsWith("api/src/app.ts"))).toBe(false);
    expect(found).toHaveLength(6);
    expect(importCircles(root)).toEqual([
      "import circle: desktop/src/renderer/src/lib/helper.ts ↔ desktop/src/renderer/src/queries/thing.ts",
    ]);
  });

  it("let the renderer take the host interface's types but not its schemas", () => {
    const code = `import type { A } from "./a";\nimport { b, type B } from "./b";\nexport type { C } from "./c";\nimport { d } from "./d";`;
    expect(runtimeSpecifiersOf(code)).toEqual(["./b", "./d"]);
    const root = tree({
      "desktop/src/shared/api.ts": `export const cropRectSchema = {};\nexport type Saved = {};`,
      "desktop/src/shared/crop.ts": `export const cropOutputSize = () => 1;`,
      "desktop/src/renderer/src/platform/types.ts": `import type { Saved } from "../../../shared/api";`,
      "desktop/src/renderer/src/platform/web.ts": `import { cropOutputSize } from "../../../shared/crop";\nimport { cropRectSchema } from "../../../shared/api";`,
      "desktop/src/main/photos.ts": `import { cropRectSchema } from "../shared/api";`,
    });
    roots.push(root);
    expect(layerViolations(root)).toEqual([
      expect.stringMatching(
        /^desktop\/src\/renderer\/src\/platform\/web\.ts: imports \.\.\/\.\.\/\.\.\/shared\/api \(the renderer takes the host interface's types/,
      ),
    ]);
  });
});
