"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { faq } from "@/lib/content";

export function FaqList() {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-4">
      {faq.map((item, i) => (
        <AccordionItem key={item.question} value={`q${i}`}>
          <AccordionTrigger className="text-start">{item.question}</AccordionTrigger>
          <AccordionContent className="leading-relaxed text-muted-foreground">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
