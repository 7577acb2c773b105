/** The accounts the demonstration world signs in with; printed by the server at start-up. */
export const DEMO_ACCOUNTS = {
  auditor: { email: 'auditor@demo.test', password: 'demo-auditor' },
  manager: { email: 'manager@demo.test', password: 'demo-manager' },
  newcomer: { email: 'newcomer@demo.test', password: 'demo-newcomer' },
} as const;
