// Placeholder until the analyser work lands: the upload (#upload-section) and
// results (#results-section) of the virality analyser on /home.
export function VideoAnalyser() {
  return (
    <section id="upload-section" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12 text-center">
      <h2 className="text-2xl font-bold">حلّل فيديو تيك توك مجاناً</h2>
      <p className="mt-2 text-muted-foreground">قريباً: ارفع فيديو قصيراً واحصل على تقييم فرص انتشاره.</p>
    </section>
  );
}
