import { shared } from "./global-setup";

export default async function globalTeardown() {
  await shared.__e2eStore?.stop();
}
