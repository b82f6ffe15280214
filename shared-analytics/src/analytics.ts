// Analytics events go to window.dataLayer (a tag manager reads it when configured).
export interface AnalyticsItem { item_name: string; item_id: string; price: number; quantity: number }

type DataLayerEvent = Record<string, unknown>;
declare global { interface Window { dataLayer?: DataLayerEvent[] } }

function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(event);
}

export function trackAddToCartEvent(item: AnalyticsItem): void {
  pushDataLayer({ event: 'add_to_cart', ecommerce: { currency: 'USD', value: item.price * item.quantity, items: [item] } });
}

export function trackPurchaseEvent(transactionId: string, items: AnalyticsItem[]): void {
  const value = items.reduce((s, i) => s + i.price * i.quantity, 0);
  pushDataLayer({ event: 'purchase', ecommerce: { transaction_id: transactionId, currency: 'USD', value, items } });
}
