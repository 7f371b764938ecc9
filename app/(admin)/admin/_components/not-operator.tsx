/** What a signed-in customer sees on an operator page. */
export function NotOperator() {
  return (
    <p role="alert" className="rounded-xl border bg-card p-6">
      هذه الصفحة لمشغّلي المتجر فقط.
    </p>
  );
}
