/** A full page load to `url` (the payment provider is another site, or a page that must start fresh). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
