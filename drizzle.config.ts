import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes a migration for a schema change into src/db/migrations (committed). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
