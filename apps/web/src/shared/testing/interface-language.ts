// Setup file of the web test project (vitest.config.ts): a test file starts with its interface language's texts
// loaded, as the app's first render does (main.tsx awaits them). happy-dom's browser language is English, and English
// is a chunk fetched when it becomes the active language (shared/i18n/i18n.ts), so without this a test starting in
// English would render Chinese.
import { catalogueLoaded, currentLocale, startLocale } from '@/shared/i18n/i18n';

await startLocale();
if (!catalogueLoaded(currentLocale())) throw new Error(`the ${currentLocale()} interface texts did not load`);
