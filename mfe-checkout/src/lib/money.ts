const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A total in USD, $0.00 included (item prices of 0 read 'Contact Us' through shared-ui's Price). */
export const money = (amount: number): string => usd.format(Number.isFinite(amount) ? amount : 0);
