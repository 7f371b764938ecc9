// Prisma CLI configuration. The app itself never reads this file: it builds its
// client in lib/db with a driver adapter (PGlite when DATABASE_URL is unset).
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
