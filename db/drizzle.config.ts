import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema modules and committed; the server applies them at boot.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./drizzle",
});
