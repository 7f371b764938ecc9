/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";

import { SHORT_LINK_KEPT_MESSAGE, VIDEO_UNAVAILABLE_MESSAGE, type VideoPreview } from "@/lib/tiktok-videos/contract";
import { user } from "@/test/support/user";

import { VideoLinkField } from "./service-fields";

const VIDEO = "https://www.tiktok.com/@creator/video/7300000000000000001";
const THUMBNAIL = "/api/tiktok/thumbnail?src=https%3A%2F%2Fp16-sign-va.tiktokcdn.com%2Fobj%2F1.jpeg";

/** What the store's preview route answers, per link asked about; a function may fail or hang. */
let answers: Record<string, VideoPreview | (() => Promise<Response>)>;
const fetchMock = jest.fn(async (input: string) => {
  const url = new URL(input, "http://localhost");
  if (url.pathname !== "/api/tiktok/video") throw new Error(`unexpected request ${input}`);
  const answer = answers[url.searchParams.get("url") ?? ""];
  if (typeof answer === "function") return answer();
  // jsdom has no Response: what api() reads of one.
  const reply = (status: number, body: unknown) =>
    ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response;
  if (!answer) return reply(400, { message: "x", error: "x" });
  return reply(200, answer);
});
beforeEach(() => {
  answers = {};
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function Field({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <VideoLinkField value={value} error={null} onChange={setValue} />;
}
const linkField = () => screen.getByLabelText("رابط الفيديو على تيك توك");
const previewCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith("/api/tiktok/video"));

describe("the video preview under the link field", () => {
  it("shows the video's thumbnail, author and caption once a valid link is in the field", async () => {
    answers[VIDEO] = {
      status: "found",
      link: VIDEO,
      author: "صانع محتوى",
      authorUrl: "https://www.tiktok.com/@creator",
      caption: "وصفة سريعة #طبخ",
      thumbnail: THUMBNAIL,
    };
    render(<Field />);
    await user.type(linkField(), "not a link");
    await user.clear(linkField());
    await user.click(linkField());
    await user.paste(VIDEO);
    const card = await screen.findByRole("figure", { name: "الفيديو الذي ستدفع له" });
    expect(card).toHaveTextContent("صانع محتوى");
    expect(card).toHaveTextContent("وصفة سريعة #طبخ");
    expect(card).toHaveTextContent("تأكد أن هذا هو الفيديو الذي تريد ترويجه");
    expect(screen.getByRole("img", { name: "صورة فيديو صانع محتوى" })).toHaveAttribute("src", THUMBNAIL);
    // Only the valid link was asked about.
    expect(previewCalls().map(([url]) => url)).toEqual([`/api/tiktok/video?url=${encodeURIComponent(VIDEO)}`]);
  });

  it("takes the link out of pasted share text and drops its query", async () => {
    answers["https://vm.tiktok.com/ZMabc123/"] = {
      status: "unknown",
      link: "https://vm.tiktok.com/ZMabc123/",
      message: SHORT_LINK_KEPT_MESSAGE,
    };
    render(<Field />);
    await user.click(linkField());
    await user.paste("Check out this video on TikTok! https://vm.tiktok.com/ZMabc123/?_t=8abc #fyp");
    expect(linkField()).toHaveValue("https://vm.tiktok.com/ZMabc123/");
    // TikTok could not be asked: the short link is kept, and the customer is told.
    expect(await screen.findByRole("status")).toHaveTextContent(SHORT_LINK_KEPT_MESSAGE);
  });

  it("warns when TikTok says the video is private, deleted or unknown", async () => {
    answers[VIDEO] = { status: "unavailable", link: VIDEO, message: VIDEO_UNAVAILABLE_MESSAGE };
    render(<Field initial={VIDEO} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(VIDEO_UNAVAILABLE_MESSAGE);
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("shows that it is checking, then nothing when the store cannot be reached: the field still works", async () => {
    let fail!: () => void;
    answers[VIDEO] = () => new Promise<Response>((_, reject) => (fail = () => reject(new TypeError("offline"))));
    render(<Field initial={VIDEO} />);
    expect(await screen.findByRole("status")).toHaveTextContent("جارٍ التحقق من الفيديو");
    fail();
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(screen.queryByTestId("video-preview")).toBeNull();
    expect(linkField()).toHaveValue(VIDEO);
    await user.type(linkField(), "9");
    expect(linkField()).toHaveValue(`${VIDEO}9`);
  });

  it("asks nothing while the link is not a TikTok video link", async () => {
    render(<Field />);
    await user.type(linkField(), "javascript:alert(document.domain)//tiktok.com/garble");
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(previewCalls()).toHaveLength(0);
    expect(screen.queryByTestId("video-preview")).toBeNull();
  });
});
