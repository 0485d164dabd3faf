import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: generates SQL migrations into rc-pub/drizzle from src/db/schema (run: pnpm --filter rc-pub db:generate). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
