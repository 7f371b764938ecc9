/**
 * The advice of a result, each message with what was measured: the things to
 * change and what already works (recommendationsFor), the opening line's
 * status without an online judgement, loudness in a creator's words, and the
 * note of a file that ended early. The scores are score.ts's.
 */
import type { Measurements } from "./measure";
import { LOW_LIGHT_BRIGHTNESS } from "./retention";
import type { AnalysisResult, FindingCode, Recommendation, SpeechHook, Timeline } from "./result";

const s1 = (n: number) => n.toFixed(1);

/**
 * Loudness in a creator's words, against what TikTok clips sound like
 * (roughly -14 LUFS; -20 to -8 is the usual range).
 */
export function loudnessWords(l: number | null): { ok: boolean; words: string } {
  if (l === null) return { ok: false, words: "الصوت خافت جداً لا يكاد يُسمع" };
  if (l < -24) return { ok: false, words: "الصوت منخفض مقارنة بمقاطع تيك توك" };
  if (l < -20) return { ok: false, words: "الصوت أخفض قليلاً من مقاطع تيك توك" };
  if (l <= -8) return { ok: true, words: "الصوت بمستوى مقاطع تيك توك" };
  return { ok: false, words: "الصوت أعلى من مقاطع تيك توك وقد يتشوه" };
}

/** Without an online judgement nothing is said about the words themselves; with no speech heard there is nothing to judge. */
export function localSpeechHook(m: Measurements, online: boolean): SpeechHook {
  if (m.speechStartS === null || m.speechStartS >= 3)
    return { status: "noSpeech", message: "لم نسمع كلاماً في أول 3 ثوانٍ، فلا توجد جملة افتتاحية نحكم عليها." };
  if (online)
    return {
      status: "unavailable",
      message: "تعذر الحكم على كلمات البداية الآن؛ لم نقيّمها ولم نخمّن.",
    };
  return {
    status: "needsOnline",
    message:
      "سمعنا كلاماً في البداية، لكن الحكم على كلماتك (سؤال، وعد، رقم، اسم) يحتاج التحليل عبر الإنترنت، وهو غير مفعّل هنا؛ لذلك لم نقيّمها.",
  };
}

export function recommendationsFor(m: Measurements, timeline: Timeline, findings: FindingCode[]): Recommendation[] {
  const out: Recommendation[] = [];
  const has = (code: FindingCode) => findings.includes(code);
  // Things to change, each with what was measured; first, that only part of the file was there.
  const incomplete = incompleteNote(m);
  if (incomplete) out.push({ type: "warning", message: incomplete.message });
  // The opening speaks with one voice: advice about its picture only when the opening is not
  // judged strong and its own checks of the picture failed (moving from the first frame, a
  // change within two seconds).
  const [moving, , , changing] = timeline.opening.checks;
  const pictureWeak = timeline.opening.score < 70 && (!moving?.ok || !changing?.ok);
  if (pictureWeak && (m.firstCutS === null || m.firstCutS > 1.5))
    out.push({
      type: "warning",
      message:
        m.firstCutS === null
          ? "لا يوجد أي قطع في الفيديو؛ غيّر اللقطة أو الزاوية خلال الثانية الأولى لشد الانتباه."
          : `أول قطع يأتي عند ${s1(m.firstCutS)} ث؛ اجعل أول تغيير للقطة خلال الثانية الأولى.`,
    });
  for (const stretch of timeline.stretches.slice(0, 3)) out.push({ type: "warning", message: stretch.advice });
  if (m.hasAudio && m.startSilenceS > 0.5 && !has("silent"))
    out.push({
      type: "warning",
      message: `أول ${s1(m.startSilenceS)} ث بلا صوت؛ ابدأ بالكلام أو الموسيقى من اللحظة الأولى.`,
    });
  if (m.silentTrack)
    out.push({
      type: "warning",
      message: "مسار الصوت صامت: لا يُسمع شيء طوال الفيديو؛ أضف تعليقاً صوتياً أو موسيقى رائجة، فالصوت يرفع المشاهدة.",
    });
  else if (!m.hasAudio)
    out.push({ type: "warning", message: "الفيديو بلا صوت؛ أضف تعليقاً صوتياً أو موسيقى رائجة، فالصوت يرفع المشاهدة." });
  else if (has("silent"))
    out.push({ type: "warning", message: "لا يُسمع شيء في الفيديو تقريباً؛ أضف تعليقاً صوتياً أو موسيقى." });
  else if (has("steady-tone"))
    out.push({
      type: "warning",
      message: "الصوت نغمة ثابتة لا تتغير، بلا كلام ولا موسيقى؛ ضع تعليقاً صوتياً أو موسيقى رائجة مكانها.",
    });
  else if (!m.speechLikely)
    out.push({
      type: "info",
      message: "لم نرصد كلاماً واضحاً؛ تعليق صوتي بالعربية أو نص على الشاشة يساعد الخوارزمية على فهم المحتوى.",
    });
  const level = loudnessWords(m.loudnessLufs);
  if (m.loudnessLufs !== null && !level.ok)
    out.push({
      type: m.loudnessLufs < -24 ? "warning" : "info",
      message:
        m.loudnessLufs > -8
          ? `${level.words}؛ اخفضه قليلاً حتى لا يتشوه على سماعة الهاتف.`
          : `${level.words}؛ ارفعه حتى يُسمع بوضوح على الهاتف دون سماعات.`,
    });
  if (has("low-light"))
    out.push({
      type: has("dark") ? "warning" : "info",
      message: `الصورة ${has("dark") ? "مظلمة" : "خافتة"} (إضاءتها ${Math.round((m.brightness / 255) * 100)}% في المتوسط، والمريح على شاشة الهاتف ${Math.round((LOW_LIGHT_BRIGHTNESS / 255) * 100)}% فأكثر)؛ صوّر في ضوء أكثر أو ارفع السطوع.`,
    });
  if (m.picture.share < 1)
    out.push({
      type: "warning",
      message: `الصورة (${m.picture.width}×${m.picture.height}) داخل أشرطة سوداء لا تملأ إلا ${Math.round(m.picture.share * 100)}% من الشاشة؛ صوّر عمودياً بنسبة 9:16 أو كبّر الصورة لتملأ الإطار.`,
    });
  else if (m.orientation !== "vertical")
    out.push({
      type: "warning",
      message: `أبعاد الفيديو ${m.width}×${m.height} (${m.orientation === "square" ? "مربع" : "أفقي"})؛ صوّر عمودياً بنسبة 9:16 (مثل 1080×1920) ليملأ الشاشة.`,
    });
  if (Math.min(m.width, m.height) < 720)
    out.push({ type: "info", message: `الدقة ${m.width}×${m.height} منخفضة؛ صدّر الفيديو بدقة 1080p على الأقل.` });
  if (m.durationS > 20)
    out.push({
      type: "info",
      message: `مدة الفيديو ${s1(m.durationS)} ث؛ جرّب نسخة أقصر بين 7 و15 ثانية لرفع نسبة الإكمال.`,
    });
  if (m.cutsPer10s === 0 && m.durationS > 5)
    out.push({ type: "info", message: "الفيديو لقطة واحدة؛ أضف قطعاً كل 2-4 ثوانٍ للحفاظ على الإيقاع." });
  if (m.cutsPer10s > 8)
    out.push({
      type: "info",
      message: `${s1(m.cutsPer10s)} قطعات كل 10 ثوانٍ كثيرة؛ امنح كل لقطة ثانية على الأقل.`,
    });
  // What already works, with what was measured. The opening is praised only as the opening's own
  // checks judge it.
  if (has("strong-opening"))
    out.push({
      type: "success",
      message:
        m.firstCutS !== null && m.firstCutS <= 1
          ? `بداية قوية: أول ثانيتين تشدان الانتباه (${timeline.opening.score}/100)، وأول قطع عند ${s1(m.firstCutS)} ث.`
          : `أول ثانيتين تشدان الانتباه (${timeline.opening.score}/100).`,
    });
  // A strength is never claimed for a part of the clip a risky stretch contradicts.
  const stillStretch = timeline.stretches.some((st) => st.reason === "frozen" || st.reason === "still");
  const quietStretch = timeline.stretches.some((st) => st.reason === "silent");
  const silentShare = m.seconds.filter((sec) => sec.silent).length / Math.max(1, m.seconds.length);
  if (m.cutsPer10s >= 1 && m.cutsPer10s <= 5 && !stillStretch)
    out.push({ type: "success", message: `إيقاع متوازن: ${s1(m.cutsPer10s)} قطعات كل 10 ثوانٍ.` });
  if (m.orientation === "vertical" && m.picture.share === 1)
    out.push({ type: "success", message: `الفيديو عمودي (${m.width}×${m.height}) ويملأ شاشة الهاتف.` });
  if (m.durationS >= 7 && m.durationS <= 15)
    out.push({ type: "success", message: `المدة ${s1(m.durationS)} ثانية: في المدى المثالي لإكمال المشاهدة.` });
  if (m.speechLikely)
    out.push({
      type: "success",
      message: `يوجد كلام واضح في ${Math.round(m.voiceActivity * 100)}% من الفيديو يساعد على إيصال الفكرة.`,
    });
  if (level.ok && !has("steady-tone") && !quietStretch && silentShare < 0.25)
    out.push({ type: "success", message: `${level.words}.` });
  return out;
}

/** A file that ends before its declared length: what was analysed, in words. */
export function incompleteNote(m: Measurements): AnalysisResult["incomplete"] {
  if (m.declaredDurationS === null) return undefined;
  return {
    declaredS: m.declaredDurationS,
    analysedS: m.durationS,
    message: `الملف ناقص: مدته المكتوبة ${s1(m.declaredDurationS)} ث لكن صوره تنتهي عند ${s1(m.durationS)} ث (ربما انقطع نسخه أو رفعه). حللنا ما وصل فقط؛ صدّر الفيديو من جديد وارفعه كاملاً لتحليل كامل.`,
  };
}
