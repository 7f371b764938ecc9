import type { TrackingEvent } from "./events";
import { TIKTOK_PIXEL_SCRIPT_URL } from "@/lib/security/contract";

/**
 * The TikTok browser pixel (browser only). This module is loaded only by a
 * build with a pixel id, after the page is interactive (runtime.ts).
 *
 * installPixel does what TikTok's base code does: it puts a queue named
 * `ttq` on window whose methods record their calls, loads events.js, which
 * replays the queue and replaces the methods, then `load` and `page`.
 * Calls always go through window.ttq, so they reach whichever is there.
 */
const METHODS = [
  "page",
  "track",
  "identify",
  "instances",
  "debug",
  "on",
  "off",
  "once",
  "ready",
  "alias",
  "group",
  "enableCookie",
  "disableCookie",
  "holdConsent",
  "revokeConsent",
  "grantConsent",
] as const;

type Call = (...args: unknown[]) => void;
type Queue = unknown[] & Record<string, unknown>;

interface Ttq extends Queue {
  methods: readonly string[];
  setAndDefer: (target: Queue, method: string) => void;
  instance: (id: string) => Queue;
  load: (id: string, options?: Record<string, unknown>) => void;
  _i?: Record<string, Queue>;
  _t?: Record<string, number>;
  _o?: Record<string, Record<string, unknown>>;
  page: Call;
  track: Call;
  identify: Call;
}

type PixelWindow = Window & { TiktokAnalyticsObject?: string; ttq?: Ttq };

function baseCode(w: PixelWindow): Ttq {
  w.TiktokAnalyticsObject = "ttq";
  const ttq = (w.ttq ??= [] as unknown as Ttq);
  ttq.methods = METHODS;
  ttq.setAndDefer = (target, method) => {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
    };
  };
  for (const method of METHODS) ttq.setAndDefer(ttq, method);
  ttq.instance = (id) => {
    const instance = ttq._i?.[id] ?? ([] as unknown as Queue);
    for (const method of METHODS) ttq.setAndDefer(instance, method);
    return instance;
  };
  ttq.load = (id, options = {}) => {
    ttq._i = ttq._i ?? {};
    ttq._i[id] = Object.assign([], { _u: TIKTOK_PIXEL_SCRIPT_URL }) as unknown as Queue;
    ttq._t = ttq._t ?? {};
    ttq._t[id] = Date.now();
    ttq._o = ttq._o ?? {};
    ttq._o[id] = options;
    const script = document.createElement("script");
    script.async = true;
    script.src = `${TIKTOK_PIXEL_SCRIPT_URL}?sdkid=${encodeURIComponent(id)}&lib=ttq`;
    document.head.appendChild(script);
  };
  return ttq;
}

const normalise = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : undefined);

/**
 * Loads the pixel and returns the sink that hands it events, each with the
 * event_id the relay also sends, so TikTok keeps one of the two.
 */
export function installPixel(pixelId: string): (event: TrackingEvent) => void {
  const w = window as PixelWindow;
  baseCode(w).load(pixelId);
  w.ttq!.page();
  return ({ eventType, eventProps, customerInfo }) => {
    const ttq = w.ttq;
    if (!ttq) return;
    // The pixel hashes these itself; the server normalises the same way before hashing.
    const email = normalise(customerInfo.email);
    const externalId = normalise(customerInfo.external_id);
    if (email || externalId)
      ttq.identify({ ...(email ? { email } : {}), ...(externalId ? { external_id: externalId } : {}) });
    // event_time and url are the pixel's own business; event_id goes in the third argument.
    const { event_id, event_time: _time, url: _url, referrer: _referrer, ...props } = eventProps;
    ttq.track(eventType, props, { event_id });
  };
}
