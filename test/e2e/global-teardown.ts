import { shared } from "./global-setup";

export default async function globalTeardown() {
  await Promise.all([shared.__e2eStore?.stop(), shared.__e2eBrowser?.close()]);
}
