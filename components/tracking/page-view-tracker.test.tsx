/** @jest-environment jsdom */
import { render } from "@testing-library/react";

import { addTrackingSink } from "@/lib/tracking/contract";
import type { TrackingEvent } from "@/lib/tracking/contract";

import { PageViewTracker } from "./page-view-tracker";

let pathname = "/pricing";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

it("sends ViewContent with the page's name on every route change", () => {
  const events: TrackingEvent[] = [];
  const remove = addTrackingSink((e) => events.push(e));
  const { rerender } = render(<PageViewTracker />);
  pathname = "/home";
  rerender(<PageViewTracker />);
  rerender(<PageViewTracker />); // same route: no new event
  remove();
  expect(events.map((e) => [e.eventType, e.eventProps.content_name, e.eventProps.content_type])).toEqual([
    ["ViewContent", "صفحة: الأسعار", "page_view"],
    ["ViewContent", "صفحة: الرئيسية", "page_view"],
  ]);
});
