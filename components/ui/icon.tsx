import { cn } from "@/lib/utils";

/**
 * The lucide icons the site uses, drawn by CSS (components/ui/icons.css and
 * components/ui/icons/*.svg, made by `npm run icons` from lucide-react's own
 * drawings): each icon is an empty <span> masked with the icon's file and
 * painted in the text colour. As an inline <svg> an icon costs ~400 bytes of
 * markup, sent twice (in the HTML and again in the page's RSC payload) on every
 * page that shows it; as a class it costs ~50. Its drawing is a small file
 * the browser fetches after the first paint and caches for good (hashed name):
 * the drawings are not in the stylesheet that every first paint waits for.
 *
 * Size with the usual utilities (`size-5`); the default is 1rem. Colour is the
 * text colour (`text-primary`). Icons are decorative (aria-hidden): give the
 * control around them its own accessible name.
 */
export const ICON_NAMES = [
  "captions",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "clock",
  "file-play",
  "gauge",
  "gift",
  "info",
  "languages",
  "loader-circle",
  "log-out",
  "mail",
  "menu",
  "message-circle",
  "mic",
  "package",
  "package-open",
  "refresh-ccw",
  "rocket",
  "shield-check",
  "star-filled",
  "timer",
  "triangle-exclamation-point",
  "upload",
  "user",
  "x",
  "zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden className={cn("icon", `icon-${name}`, className)} />;
}
