// Known passwords of the seeded users for the end-to-end server (playwright.config.ts passes them on).
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-42';
export const E2E_DEMO_PASSWORD = 'e2e-demo-password-42';

export const ADMIN = { username: 'admin', password: E2E_ADMIN_PASSWORD };
export const DEMO = { username: 'demo', password: E2E_DEMO_PASSWORD };
