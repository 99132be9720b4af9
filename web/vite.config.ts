// The web app: three pages (TD console, public/projector/ratings, player) built into dist/web and
// served by `handsdown serve`. Everything is bundled: a venue may have no internet (docs/architecture.md).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "/",
  // web/public is the public pages' source, not a folder of static files to copy.
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    outDir: resolve(here, "../dist/web"),
    emptyOutDir: true,
    assetsDir: "assets",
    rollupOptions: {
      input: {
        console: resolve(here, "console/index.html"),
        public: resolve(here, "public/index.html"),
        player: resolve(here, "player/index.html"),
      },
    },
  },
  server: {
    // `npm run dev:web` beside `handsdown serve --port 8080`
    proxy: { "/api": "http://127.0.0.1:8080" },
  },
});
