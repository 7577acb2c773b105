/** The accounts the demonstration world signs in with; printed by the server at start-up. */
export const DEMO_ACCOUNTS = {
  auditor: { email: 'auditor@demo.test', password: 'demo-auditor' },
  manager: { email: 'manager@demo.test', password: 'demo-manager' },
  newcomer: { email: 'newcomer@demo.test', password: 'demo-newcomer' },
  qa: { email: 'qa@demo.test', password: 'demo-qa' },
  pm: { email: 'pm@demo.test', password: 'demo-pm' },
  client: { email: 'client@demo.test', password: 'demo-client' },
  moderator: { email: 'moderator@demo.test', password: 'demo-moderator' },
  /** the demo brand's South region manager (decision 0078) */
  region: { email: 'region@demo.test', password: 'demo-region' },
  /** the manager of its Besant Nagar café, Chennai, in the South region (decision 0085) */
  store: { email: 'store@demo.test', password: 'demo-store' },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
