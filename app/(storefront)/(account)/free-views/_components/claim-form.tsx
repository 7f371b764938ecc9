"use client";

import { FormErrorBanner } from "@/components/auth/form-field";
import { useFormState } from "@/components/auth/form-state";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { freeOffer } from "@/lib/content";
import { lazyResolver, usePreloadWhenIdle } from "@/lib/forms/contract";
import type { FreeViewsClaim, FreeViewsClaimInput } from "@/lib/free-views/contract";

const resolver = lazyResolver(() => import("./validation").then((m) => m.claimResolver));

/**
 * The one video-link field, checked by the same schema as the server (so a
 * link the server would refuse is caught here first). `serverError` is the
 * last failed request's message, shown in the red alert.
 */
export function ClaimForm({
  processing,
  serverError,
  onClaim,
}: {
  processing: boolean;
  serverError: string | null;
  onClaim: (tiktokUrl: string) => Promise<void>;
}) {
  const { register, handleSubmit, errors } = useFormState<FreeViewsClaimInput, FreeViewsClaim>({
    resolver,
    defaultValues: { tiktokUrl: "" },
  });
  usePreloadWhenIdle(resolver);
  const error = errors.tiktokUrl?.message;

  return (
    <form onSubmit={handleSubmit(({ tiktokUrl }) => onClaim(tiktokUrl))} noValidate className="grid gap-5">
      <FormErrorBanner message={serverError ?? errors.root?.message ?? null} />
      <div className="grid gap-2">
        <Label htmlFor="tiktokUrl">رابط الفيديو على تيك توك</Label>
        <Input
          id="tiktokUrl"
          type="url"
          inputMode="url"
          required
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://www.tiktok.com/@username/video/..."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "tiktokUrl-error" : "tiktokUrl-hint"}
          {...register("tiktokUrl")}
        />
        {error ? (
          <p id="tiktokUrl-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id="tiktokUrl-hint" className="text-sm text-muted-foreground">
            انسخ رابط الفيديو من تطبيق تيك توك (مشاركة ← نسخ الرابط).
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={processing} aria-busy={processing}>
        {processing ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="gift" />}
        {processing ? "جاري إرسال الطلب..." : freeOffer.page.submit}
      </Button>
    </form>
  );
}
