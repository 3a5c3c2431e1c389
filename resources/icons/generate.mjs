// Renders icon.svg to the PNGs electron-builder and the app window use.
// Run from the repository root: node resources/icons/generate.mjs
import { copyFile, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const buildDir = join(here, "..", "build");
const svg = await readFile(join(here, "icon.svg"));

// Linux reads a folder of NxN.png files; macOS and Windows convert icon.png (1024) themselves.
const sizes = [16, 32, 48, 64, 128, 256, 512, 1024];
for (const size of sizes) {
  await sharp(svg, { density: Math.ceil((72 * size) / 1024) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(here, `${size}x${size}.png`));
}
await copyFile(join(here, "1024x1024.png"), join(here, "icon.png"));
await copyFile(join(here, "1024x1024.png"), join(buildDir, "icon.png"));
console.log(`icons: ${sizes.map((size) => `${size}x${size}`).join(", ")}, icon.png`);
