import { videoLinkParts } from "./tiktok-link";

describe("videoLinkParts: a link short enough for a list, that still tells videos apart", () => {
  it("shows the account and the end of the video id: three of one creator's videos differ", () => {
    const links = [
      "https://www.tiktok.com/@sara.uae/video/7312345678901234567",
      "https://www.tiktok.com/@sara.uae/video/7312345678909876543",
      "https://m.tiktok.com/@sara.uae/video/7318888888888888888?lang=ar",
    ];
    const parts = links.map(videoLinkParts);
    expect(parts[0]).toEqual({ head: "@sara.uae", tail: "/video/…1234567" });
    expect(parts[2]).toEqual({ head: "@sara.uae", tail: "/video/…8888888" });
    expect(new Set(parts.map((p) => p.tail)).size).toBe(3);
  });

  it("keeps a short id whole, a short link's host and code, and the ends of anything else", () => {
    expect(videoLinkParts("https://www.tiktok.com/@a/video/12345")).toEqual({ head: "@a", tail: "/video/12345" });
    expect(videoLinkParts("https://vm.tiktok.com/ZMabc123/")).toEqual({ head: "vm.tiktok.com", tail: "/ZMabc123" });
    expect(videoLinkParts("https://www.tiktok.com/t/ZTabc/")).toEqual({ head: "tiktok.com", tail: "/t/ZTabc" });
    expect(videoLinkParts("https://example.com/some/very/long/path/to/a/thing")).toEqual({
      head: "example.com/some/very/long/pat",
      tail: "h/to/a/thing",
    });
  });
});
