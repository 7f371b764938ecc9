"use client";

import { useEffect, useState } from "react";

import { api } from "@/components/data/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Icon } from "@/components/ui/icon";
import { VIDEO_PREVIEW_PATH, type VideoPreview } from "@/lib/tiktok-videos/contract";

/** Typing pauses this long before TikTok is asked. */
export const PREVIEW_DELAY_MS = 400;
/** Longer than the server's own TikTok timeouts; past it the form simply has no preview. */
const PREVIEW_TIMEOUT_MS = 8_000;

type State = { link: string; preview: VideoPreview | "loading" | null };

/**
 * The video the customer is about to pay for (docs/product-rules.md#video-preview):
 * its thumbnail, author and caption as TikTok describes it, a warning when
 * TikTok says it is private, deleted or unknown, and a note when a short link
 * could not be checked. Loaded by the link field only once the link is valid
 * (a separate chunk). When TikTok or the store cannot be reached it shows
 * nothing: the form works without it.
 */
export default function VideoPreviewCard({ link }: { link: string }) {
  const [state, setState] = useState<State>({ link: "", preview: null });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ link, preview: "loading" });
      api<VideoPreview>(`${VIDEO_PREVIEW_PATH}?url=${encodeURIComponent(link)}`, {
        schema: () => import("@/lib/tiktok-videos/schemas").then((m) => m.videoPreviewSchema),
        signal: controller.signal,
        timeoutMs: PREVIEW_TIMEOUT_MS,
      }).then(
        (preview) => setState({ link, preview }),
        () => {
          if (!controller.signal.aborted) setState({ link, preview: null });
        },
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [link]);

  const preview = state.link === link ? state.preview : null;
  if (preview === null) return null;
  if (preview === "loading")
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon name="loader-circle" className="animate-spin" />
        جارٍ التحقق من الفيديو على تيك توك…
      </p>
    );
  if (preview.status === "unavailable")
    return (
      <Alert variant="warning" data-testid="video-preview">
        <Icon name="triangle-exclamation-point" />
        <AlertDescription>{preview.message}</AlertDescription>
      </Alert>
    );
  if (preview.status === "unknown")
    return (
      <p role="status" data-testid="video-preview" className="flex items-start gap-2 text-sm text-muted-foreground">
        <Icon name="info" className="mt-0.5 shrink-0" />
        {preview.message}
      </p>
    );
  return (
    <figure
      data-testid="video-preview"
      aria-label="الفيديو الذي ستدفع له"
      className="flex min-w-0 items-start gap-3 rounded-xl border bg-muted/40 p-3"
    >
      {preview.thumbnail && (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own thumbnail route; next/image would resize it a second time
        <img
          src={preview.thumbnail}
          alt={`صورة فيديو ${preview.author}`}
          width={64}
          height={114}
          loading="lazy"
          decoding="async"
          className="h-[114px] w-16 shrink-0 rounded-lg bg-muted object-cover"
        />
      )}
      <figcaption className="flex min-w-0 flex-col gap-1 text-sm">
        <span className="flex items-center gap-1 font-medium text-success">
          <Icon name="circle-check" />
          تأكد أن هذا هو الفيديو الذي تريد ترويجه
        </span>
        <span className="truncate font-bold" dir="auto">
          {preview.author}
        </span>
        {preview.caption && (
          <span className="line-clamp-3 break-words text-muted-foreground" dir="auto">
            {preview.caption}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
