import type { Metadata } from "next";
import Link from "next/link";

import { LegalPage } from "@/components/store/legal-page";
import { ContactLinks, SellerDetails } from "@/components/layout/seller-details";
import { identity, priceTerms, site } from "@/lib/content";
import { deliveryText, promiseText } from "@/lib/pricing";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "الشروط والأحكام" };

export default function TermsPage() {
  return (
    <LegalPage
      title="الشروط والأحكام"
      updated="22 نوفمبر 2026"
      sections={[
        {
          heading: "البائع",
          body: <SellerDetails />,
        },
        {
          heading: "القبول",
          body: (
            <p>
              باستخدامك موقع {site.name} أو شرائك أي خدمة منه فإنك توافق على هذه الشروط. يجب ألا يقل عمرك عن 18 عاماً
              لاستخدام الموقع والشراء منه.
            </p>
          ),
        },
        {
          heading: "الخدمات",
          body: (
            <p>
              نقدم خدمات زيادة مشاهدات وإعجابات فيديوهات تيك توك وباقة الإكسبلور، ومحللاً مجانياً لفرص انتشار الفيديو. لا
              نطلب كلمة مرور حسابك، ونحتاج فقط رابط الفيديو العام. نتائج المحلل تقديرية ولا تضمن عدداً معيناً من
              المشاهدات.
            </p>
          ),
        },
        {
          heading: "الأسعار والدفع",
          body: (
            <p>
              {priceTerms}. يتم الدفع بالبطاقة عبر مزود دفع آمن، ولا نحفظ بيانات بطاقتك. السعر الذي تراه قبل الدفع هو ما
              يُخصم.
            </p>
          ),
        },
        {
          heading: "التسليم",
          body: <p>{deliveryText.range} التسليم تدريجي. يجب أن يبقى الفيديو عاماً حتى يكتمل الطلب.</p>,
        },
        {
          heading: "الاسترداد والتعويض",
          body: (
            <ul>
              <li>
                إذا لم يبدأ تنفيذ الطلب خلال {promiseText.notStartedRefund} من الدفع نعيد إليك المبلغ كاملاً تلقائياً، حتى
                إن كان الطلب قيد المراجعة لدى مزود الخدمة.
              </li>
              <li>إذا لم يكتمل تسليم الطلب خلال {promiseText.lateRefund} نعيد إليك تلقائياً قيمة الجزء غير المسلَّم.</li>
              <li>
                نعوض تلقائياً النقص الذي يحدث بعد اكتمال التسليم خلال فترة الضمان، ولا يشمل ذلك طلباً أُلغي أو لم يكتمل.
              </li>
              <li>لا يُسترد المبلغ إذا حُذف الفيديو أو أصبح خاصاً بعد بدء التنفيذ.</li>
            </ul>
          ),
        },
        {
          heading: "العرض المجاني",
          body: <p>عرض {promiseText.freeViews} مشاهدة مجانية متاح مرة واحدة لكل مستخدم مسجل ولفيديو واحد.</p>,
        },
        {
          heading: "القانون المطبق",
          body: (
            <p>
              تخضع هذه الشروط لأحكام {identity.governingLaw}، وتختص {identity.courts} بالنظر في أي نزاع ينشأ عنها.
            </p>
          ),
        },
        {
          heading: "التواصل",
          body: (
            <p>
              للاستفسارات والاسترداد راسلنا على <ContactLinks />. اطلع أيضاً على{" "}
              <Link className="text-primary underline" href={PAGES.privacy.path}>
                سياسة الخصوصية
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
