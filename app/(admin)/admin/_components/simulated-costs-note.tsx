/**
 * Said wherever the console shows panel costs while orders go to the simulated
 * panel (the embedded default): the costs are a demo's, at rates of the order
 * of real TikTok panels', not what a real panel billed.
 */
export function SimulatedCostsNote({ simulated }: { simulated: boolean }) {
  if (!simulated) return null;
  return (
    <p role="note" className="rounded-lg border border-dashed p-3 text-sm">
      التكاليف هنا من لوحة التنفيذ التجريبية (محاكاة): أسعارها قريبة من أسعار لوحات تيك توك الحقيقية، لكنها ليست فاتورة
      لوحة حقيقية. اربط لوحتك (FULFILMENT_PROVIDER=panel) لتظهر تكاليفك الفعلية.
    </p>
  );
}
