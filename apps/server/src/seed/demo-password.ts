/** The password of every demo account and operator. */
export const DEMO_PASSWORD = 'Lotus2026';
