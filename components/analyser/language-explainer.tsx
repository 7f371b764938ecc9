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
    <section aria-labelledby="language-title" className="band">
      <div>
        <h2 id="language-title" className="section-title mb-6">
          كيف نحلل اللغة والصوت؟
        </h2>
        <div className="info-cards sm:grid-cols-3">
          {points.map(({ icon, title, text }, i) => (
            <div key={i}>
              <Icon name={icon} />
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
