/// <reference types="vite/client" />

// Build-time settings of the web client (all optional; see .env.example).
type ImportMetaEnv = {
  readonly VITE_API_ENV?: 'dev' | 'test' | 'prod';
  readonly VITE_API_BASE_DEV?: string;
  readonly VITE_API_BASE_TEST?: string;
  readonly VITE_API_BASE_PROD?: string;
  readonly VITE_APP_INFO_KEY?: string;
  readonly VITE_APP_INFO_SECRET?: string;
  readonly VITE_TEST_HOST?: string;
  readonly VITE_TEST_TENANT_HOST?: string;
};
