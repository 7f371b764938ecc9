import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { ROOT } from "../../test/support/next-server";

/**
 * A bare app in a temporary folder whose node_modules links to the project's,
 * so it is built by the very same `next`, `react` and `react-dom`. (Inside the
 * project, Next.js would pick up the project's instrumentation.ts.) Turbopack's
 * root is "/" so it may follow that link.
 */
export function bareApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bare-next-"));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare", private: true }));
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: "/" } };\n`);
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export default function RootLayout({ children }) {\n  return (<html lang="ar" dir="rtl"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {\n  return (<main><h1>مرحبا</h1><p>صفحة واحدة بلا شيء آخر.</p></main>);\n}\n`,
  );
  return dir;
}
