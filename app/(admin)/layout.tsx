import "./console.css";

import { currentOperator } from "@/lib/admin";

import { ConsoleNav } from "./admin/_components/console-nav";

// Operator pages: plain, dense; one navigation across the console for operators
// (each page checks the operator itself: a layout does not run on every navigation).
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const operator = await currentOperator();
  return (
    <div className="mx-auto grid w-full max-w-6xl min-w-0 gap-6 px-4 py-6">
      {operator && <ConsoleNav />}
      <div className="min-w-0">{children}</div>
    </div>
  );
}
