"use client";

import { useId } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";

/** The three service tabs shared by the purchase and explorer forms. */
export function ServiceTabs({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Tabs value={value} onValueChange={onChange}>
      <TabsList aria-label="نوع الخدمة">
        <TabsTrigger value="views">مشاهدات</TabsTrigger>
        <TabsTrigger value="explorer">باقة الإكسبلور</TabsTrigger>
        <TabsTrigger value="likes">إعجابات</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}

/** The TikTok video link field with its error message, wired for screen readers. */
export function VideoLinkField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-link`}>رابط الفيديو على تيك توك</Label>
      <Input
        id={`${id}-link`}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.tiktok.com/@username/video/..."
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-link-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-link-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
