import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development Vite serves the app and proxies the API and Colyseus to the game-server
// (`npm run dev`); in production the game-server serves `web/dist` itself.
const target = process.env["GAME_SERVER_URL"] ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      "/api": { target, changeOrigin: true },
      "/matchmake": { target, changeOrigin: true },
      "/dev": { target, changeOrigin: true },
      "^/[a-zA-Z0-9_-]{9}/[a-zA-Z0-9_-]+$": { target, ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
});
