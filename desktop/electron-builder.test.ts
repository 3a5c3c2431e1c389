/**
 * electron-builder.yml, checked without Electron (its binary cannot be downloaded here): the
 * configuration against electron-builder's own schema, and what an installer would pack, computed
 * with electron-builder's own file matching and production-dependency collection.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Configuration } from "app-builder-lib";
import { getFileMatchers } from "app-builder-lib/out/fileMatcher.js";
import { NpmNodeModulesCollector } from "app-builder-lib/out/node-module-collector/npmNodeModulesCollector.js";
import type { NodeModuleInfo } from "app-builder-lib/out/node-module-collector/types.js";
import { getConfig, validateConfiguration } from "app-builder-lib/out/util/config/config.js";
import { DebugLogger, TmpDir, walk } from "builder-util";
import { beforeAll, describe, expect, it } from "vitest";

const desktopDir = import.meta.dirname;
const desktopPackage = JSON.parse(readFileSync(join(desktopDir, "package.json"), "utf8")) as {
  name: string;
  main: string;
  scripts: Record<string, string>;
};
/** The file `npm run dist` hands electron-builder, relative to desktop/ where it runs. */
const configFile = /--config (\S+)/.exec(desktopPackage.scripts.dist ?? "")?.[1] ?? "";

const loadConfig = () => getConfig(desktopDir, configFile, null) as Promise<Configuration>;

const packedModuleNames = (modules: NodeModuleInfo[]): string[] =>
  modules.flatMap((module) => [module.name, ...packedModuleNames(module.dependencies ?? [])]);

describe("electron-builder.yml", () => {
  let config: Configuration;

  it("sits at the repository root, where the layout names it, and is the one `npm run dist` uses", () => {
    expect(resolve(desktopDir, configFile)).toBe(resolve(desktopDir, "..", "electron-builder.yml"));
    expect(existsSync(resolve(desktopDir, configFile))).toBe(true);
    expect(existsSync(join(desktopDir, "electron-builder.yml"))).toBe(false);
  });

  beforeAll(async () => {
    config = await loadConfig();
  });

  it("passes electron-builder's own configuration check", async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it("fails that check with a misspelt option, so the check is live", async () => {
    const misspelt = { ...config, electronFuse: config.electronFuses } as Configuration;
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(/electronFuse/);
  });

  it("writes installers to desktop/release and registers kindred:// links", () => {
    expect(config.directories?.output).toBe("release");
    expect(config.protocols).toEqual([{ name: "Kindred Spaces", schemes: ["kindred"] }]);
    expect(config.linux?.target).toEqual(["AppImage", "deb"]);
    expect(config.mac?.target).toBe("dmg");
    expect(config.win?.target).toBe("nsis");
  });

  it("sets the Electron fuses: no run-as-node, NODE_OPTIONS or inspector; encrypted cookies; only the checked asar", () => {
    expect(config.asar).toBe(true);
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});

describe("what an installer packs", () => {
  it("takes from desktop/ only the built bundles and package.json, no sources or source maps", async () => {
    const config = await loadConfig();
    const [matcher] =
      getFileMatchers(config, "files", "", {
        macroExpander: (pattern) => pattern,
        customBuildOptions: config.linux ?? {},
        globalOutDir: join(desktopDir, "release"),
        defaultSrc: desktopDir,
      }) ?? [];
    const packs = matcher.createFilter();
    const file = { isDirectory: () => false } as Parameters<typeof packs>[1];
    const packed = (path: string) => packs(join(desktopDir, path), file);

    for (const path of [desktopPackage.main, "out/preload/index.cjs", "out/renderer/index.html", "package.json"]) {
      expect(packed(path), path).toBe(true);
    }
    for (const path of [
      "out/main/index.js.map",
      "src/main/index.ts",
      "src/renderer/src/App.tsx",
      "electron.vite.config.ts",
      "vite.web.config.ts",
      "dist/web/index.html",
      "harness/playwright.config.ts",
      "e2e/helpers.ts",
      "node_modules/antd/package.json",
    ]) {
      expect(packed(path), path).toBe(false);
    }
    // Whatever is on disk now (a built out/ or not), nothing else gets through.
    const onDisk = await walk(desktopDir, (path, stat) => !path.includes("node_modules") && packs(path, stat));
    for (const path of onDisk) expect(relative(desktopDir, path)).toMatch(/^(out\/.+|package\.json)$/);
  });

  it("adds sharp from node_modules, the main process's only runtime dependency, and no renderer library or tool", async () => {
    const tmpDir = new TmpDir("kindred-packing");
    try {
      const collector = new NpmNodeModulesCollector(desktopDir, tmpDir);
      const { nodeModules } = await collector.getNodeModules({ packageName: desktopPackage.name });
      const names = packedModuleNames(nodeModules);
      expect(names).toContain("sharp");
      // No renderer library (react, antd, @tanstack/*, zod…), no workspace, no build or test tool.
      for (const name of names) expect(name).toMatch(/^(sharp|@img\/[\w.-]+|detect-libc|semver)$/);
    } finally {
      await tmpDir.cleanup();
    }
  }, 60_000);
});
