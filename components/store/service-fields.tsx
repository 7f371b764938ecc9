"use client";

import dynamic from "next/dynamic";
import { useEffect, useId, useRef } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SERVICES, canonicalTikTokLink, type ServiceType } from "@/lib/pricing";

/** The video's preview: its own chunk, fetched once a valid link is in the field (not with the page). */
const VideoPreview = dynamic(() => import("./video-preview"), { ssr: false });

/** The tabs read views, explorer bundle, likes (docs/product-rules.md#services-and-quantities). */
const TAB_ORDER: readonly ServiceType[] = ["views", "explorer", "likes"];

/**
 * The three service tabs shared by the purchase and explorer forms. The form's
 * fields are the selected tab's panel: the selected tab's aria-controls must
 * name an element that exists (axe: aria-valid-attr-value); the unselected
 * tabs' panels are not rendered, which ARIA allows for aria-selected="false".
 */
export function ServiceTabs({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={onChange} className="gap-5">
      <TabsList aria-label="نوع الخدمة">
        {TAB_ORDER.map((type) => (
          <TabsTrigger key={type} value={type}>
            {SERVICES[type].tabLabel}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value} tabIndex={-1} className="flex flex-col gap-5">
        {children}
      </TabsContent>
    </Tabs>
  );
}

/**
 * The TikTok video link field with its error message, wired for screen
 * readers. Pasted share text ("Check out this video… https://vm.tiktok.com/…")
 * or a link with a query becomes the canonical link the store will use
 * (docs/product-rules.md#video-links); below a valid link, the video's preview.
 */
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
  const input = useRef<HTMLInputElement>(null);
  const validLink = canonicalTikTokLink(value);
  // A link pasted before the page's scripts ran (a slow phone) is in the field
  // but not in the form's state, and React would blank it on the next render:
  // hand it to the form once, when it has hydrated.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-link`}>رابط الفيديو على تيك توك</Label>
      <Input
        ref={input}
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
        onPaste={(e) => {
          const link = canonicalTikTokLink(e.clipboardData.getData("text"));
          if (!link) return;
          e.preventDefault();
          onChange(link);
        }}
      />
      {error && (
        <p id={`${id}-link-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {validLink && <VideoPreview link={validLink} />}
    </div>
  );
}
