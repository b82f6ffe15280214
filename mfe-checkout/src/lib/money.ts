import { formatUsd } from 'shared-ui';

/**
 * A total in USD, $0.00 included (item prices of 0 read 'Contact Us' through shared-ui's Price).
 * shared-ui's formatter writes what Intl.NumberFormat would, without the cost of Intl's first use.
 */
export const money = (amount: number): string => formatUsd(amount);
