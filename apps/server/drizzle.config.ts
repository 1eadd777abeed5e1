import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table definitions (`npm run db:generate -- --name <intent>`) and committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
