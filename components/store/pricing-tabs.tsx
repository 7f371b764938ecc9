"use client";

import type { ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The pricing page's three tabs; the panels are rendered on the server and passed in. */
export function PricingTabs({
  packages,
  table,
  discounts,
}: {
  packages: ReactNode;
  table: ReactNode;
  discounts: ReactNode;
}) {
  return (
    <Tabs defaultValue="packages">
      <TabsList aria-label="عرض الأسعار">
        <TabsTrigger value="packages">الباقات الشائعة</TabsTrigger>
        <TabsTrigger value="table">جدول الأسعار</TabsTrigger>
        <TabsTrigger value="discounts">الخصومات</TabsTrigger>
      </TabsList>
      <TabsContent value="packages">{packages}</TabsContent>
      <TabsContent value="table">{table}</TabsContent>
      <TabsContent value="discounts">{discounts}</TabsContent>
    </Tabs>
  );
}
