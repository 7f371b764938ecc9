import { Icon, type IconName } from "@/components/ui/icon";

const points: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "mic",
    title: "رصد الكلام",
    text: "نقيس طاقة الصوت في نطاق الكلام البشري وتذبذبها مع المقاطع، لنعرف إن كان في الفيديو كلام واضح أم موسيقى فقط.",
  },
  {
    icon: "languages",
    title: "وضوح الصوت",
    text: "نقيس مستوى الصوت (LUFS) والصمت في البداية: الصوت الخافت أو البداية الصامتة تفقد المشاهد في أول ثانية.",
  },
  {
    icon: "captions",
    title: "المحتوى العربي",
    text: "عند تفعيل الذكاء الاصطناعي نفرّغ الكلام العربي نصاً ونقيّم وضوح اللغة والفكرة، ونقترح نصاً على الشاشة.",
  },
];

/** Explains how the analyser judges language (landing page, after the results). */
export function LanguageAnalysisExplainer() {
  return (
    <section aria-labelledby="language-title" className="scroll-mt-24 px-4 py-12 render-when-near-176">
      <div className="mx-auto max-w-5xl">
        <h2 id="language-title" className="mb-6 text-center text-2xl font-extrabold">
          كيف نحلل اللغة والصوت؟
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {points.map(({ icon, title, text }, i) => (
            <div key={i} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
              <Icon name={icon} className="size-7 text-primary" />
              <h3 className="font-bold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
