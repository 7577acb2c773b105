const options = { style: 'currency', currency: 'INR' } as const;
const wholeRupees = new Intl.NumberFormat('en-IN', { ...options, maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { ...options, minimumFractionDigits: 2 });

/** An amount in rupees with Indian digit grouping: "₹1,500", or "₹1,23,456.50" when it has paise. */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}
