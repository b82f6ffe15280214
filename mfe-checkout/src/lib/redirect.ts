/** Leaves the site for the hosted payment page (a module of its own so tests can observe it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
