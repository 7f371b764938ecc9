import { videoLinkParts } from "@/lib/pricing";

/**
 * A video link in a list: the account (cut with an ellipsis when the screen
 * is narrow) and the end of the video id (never cut), so one creator's
 * videos tell apart at 360 px. The whole link is the element's title.
 */
export function VideoLinkLabel({ link, className = "" }: { link: string; className?: string }) {
  const { head, tail } = videoLinkParts(link);
  return (
    <span className={`flex min-w-0 font-mono ${className}`} dir="ltr" title={link} data-testid="video-link">
      <span className="min-w-0 truncate">{head}</span>
      {tail && <span className="shrink-0">{tail}</span>}
    </span>
  );
}
