import type { Metadata } from "next";

import { ContactForm } from "@/components/contact/contact-form";

export const metadata: Metadata = {
  title: "تواصل معنا",
  description: "راسل فريق المتجر عن طلب أو سؤال، ونرد على بريدك.",
};

/**
 * Writing to the store without an order page (docs/conversations.md): a
 * question before buying, or a buyer the checkout refused. About an order,
 * its own page has a conversation of its own.
 */
export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold">تواصل معنا</h1>
        <p className="text-muted-foreground">
          اكتب سؤالك ونرد على بريدك. إن كان سؤالك عن طلب، فاكتب من صفحة الطلب نفسها لنرى تفاصيله مباشرة.
        </p>
      </header>
      <ContactForm />
    </div>
  );
}
