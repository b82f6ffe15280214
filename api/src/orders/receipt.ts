// One order's receipt for its owner: the order, its lines, its installment plan and the seller.
// Another account's order is answered exactly like an unknown number (null), so numbers cannot be probed.
import type { OrderReceipt } from 'shared-api/contract';
import type { Queryable } from '../db/db.js';
import { installmentsOfOrder, linesOfOrder, orderOfReceipt, type ReceiptOrderRow } from './repository.js';

/** The seller printed on every receipt. */
export const COUNCIL = {
  name: 'Accreditation Council for Medical Affairs',
  address: ['2360 Corporate Circle, Suite 400', 'Henderson, NV 89074', 'United States'],
  email: 'support@medicalaffairs-council.org',
} as const;

const iso = (d: Date | string) => new Date(d).toISOString();
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function paymentStatus(o: ReceiptOrderRow, plan: OrderReceipt['installments']): string {
  if (o.status === 'refunded') return 'Refunded';
  if (o.status === 'cancelled') return 'Cancelled';
  if (o.status === 'pending') return 'Payment pending';
  if (o.payment_mode === 'payment' || plan.length === 0) return 'Paid in full';
  const paid = plan.filter((i) => i.status === 'paid').length;
  if (paid === plan.length) return `Installment plan: all ${plan.length} payments made`;
  const next = plan.find((i) => i.status !== 'paid')!;
  const due = new Date(next.dueAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return `Installment plan: ${paid} of ${plan.length} payments made; next ${usd(Math.round(next.amount * 100))} due ${due}`;
}

/** The receipt of `receiptNumber` when `email` placed it; null for an unknown number or another account's order. */
export async function orderReceipt(db: Queryable, receiptNumber: string, email: string): Promise<OrderReceipt | null> {
  const o = await orderOfReceipt(db, receiptNumber, email);
  if (!o) return null;
  const lines = await linesOfOrder(db, o.id);
  const plan = (await installmentsOfOrder(db, o.id))
    .map((i) => ({ number: Number(i.number), amount: Number(i.amount_cents) / 100, dueAt: iso(i.due_at), status: i.status, paidAt: i.paid_at === null ? null : iso(i.paid_at) }));
  return {
    receiptNumber: o.receipt_id,
    created: iso(o.created_at),
    status: o.status,
    paymentMode: o.payment_mode,
    paymentStatus: paymentStatus(o, plan),
    buyer: { name: o.full_name, email: o.email, learnerEmail: o.learner_email && o.learner_email !== o.email ? o.learner_email : null },
    currency: o.currency.toUpperCase(),
    lines: lines.map((l) => ({
      productName: l.product_name, productTagLine: l.product_tag_line, quantity: Number(l.quantity),
      unitPrice: Number(l.unit_price), discount: Number(l.discount), total: Number(l.total),
    })),
    subtotal: Number(o.subtotal),
    discount: Number(o.discount),
    couponCode: o.coupon_code,
    taxes: [], // the store charges no sales tax: none is recorded with an order
    total: Number(o.total),
    installments: plan,
    seller: { name: COUNCIL.name, address: [...COUNCIL.address], email: COUNCIL.email },
  };
}
