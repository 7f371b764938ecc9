// The documentation is a newcomer's first page and the place code comments
// cite for the rules they follow. This keeps both honest: the README stays
// short, no relative link in README.md or docs/ leads nowhere (file or
// heading), and every `docs/<file>.md#<section>` cited in the source exists;
// and the claims of docs/architecture.md that the code can answer match it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { readHouse, ROOM_RULE_EXCEPTIONS } from "../scripts/house/import-graph";

const ROOT = path.join(__dirname, "..");
const README_MAX_BYTES = 8 * 1024;
/**
 * Each document's ceiling: a page that says what is true now, not a log
 * (history lives in git, figures in bench/results/). product-rules.md holds
 * every customer-facing rule, cited by anchor from the code, so it may be larger;
 * operations.md has a section for each console page, so it grows with the console.
 */
const DOC_MAX_KB: Record<string, number> = { "benchmarks.md": 28, "operations.md": 52, "product-rules.md": 60 };
const DOC_DEFAULT_MAX_KB = 48;

/** Where source comments live; generated and installed code is not ours to check. */
const SOURCE_ROOTS = ["app", "components", "lib", "scripts", "bench", "test", "deploy", "prisma"];
const SOURCE_FILES_AT_ROOT = ["proxy.ts", "proxy.test.ts", "instrumentation.ts", "next.config.ts", "jest.config.ts"];
const SOURCE_EXTENSIONS = /\.(ts|tsx|mjs|js|prisma|conf|sql)$/;
const SKIPPED_DIRS = new Set(["node_modules", "generated", ".next", ".data"]);
/** This file cites missing documents on purpose (the checker's own fixtures). */
const THIS_FILE = path.relative(ROOT, __filename);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // a link shows its text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, "")
    .replace(/ /g, "-");
}

/** Markdown with fenced code blocks blanked out (their `#` lines and links are not markdown). */
function withoutCodeBlocks(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line;
  });
}

/** Every heading's anchor, with GitHub's -1, -2 … for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutCodeBlocks(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Link targets of a markdown text, outside code blocks and code spans. */
function linksOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of withoutCodeBlocks(markdown)) {
    const text = line.replace(/`[^`]*`/g, "");
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]!);
  }
  return targets;
}

/** `docs/<file>.md` and `docs/<file>.md#<anchor>` cited in a source text. */
function citationsOf(source: string): { doc: string; anchor: string | null }[] {
  return [...source.matchAll(/(?<![\w/.-])(docs\/[\w.-]+\.md)(?:#([\p{L}\p{N}_-]+))?/gu)].map((m) => ({
    doc: m[1]!,
    anchor: m[2] ?? null,
  }));
}

interface Files {
  exists(repoPath: string): boolean;
  read(repoPath: string): string;
}

const disk: Files = {
  exists: (p) => existsSync(path.join(ROOT, p)),
  read: (p) => readFileSync(path.join(ROOT, p), "utf8"),
};

/** What is wrong with one markdown file's relative links ("file: target (why)"). */
function brokenLinks(file: string, files: Files = disk): string[] {
  const problems: string[] = [];
  for (const target of linksOf(files.read(file))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [rawPath = "", anchor] = target.split("#", 2);
    const linked =
      rawPath === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
    if (linked.startsWith("..") || !files.exists(linked)) {
      problems.push(`${file}: ${target} (no such file)`);
      continue;
    }
    if (anchor && linked.endsWith(".md") && !anchorsOf(files.read(linked)).has(anchor))
      problems.push(`${file}: ${target} (no heading "${anchor}" in ${linked})`);
  }
  return problems;
}

/** What is wrong with one source file's citations of docs/ ("file: citation (why)"). */
function brokenCitations(file: string, files: Files = disk): string[] {
  const problems: string[] = [];
  for (const { doc, anchor } of citationsOf(files.read(file))) {
    const cited = anchor ? `${doc}#${anchor}` : doc;
    if (!files.exists(doc)) {
      problems.push(`${file}: ${cited} (no such document)`);
      continue;
    }
    if (anchor && !anchorsOf(files.read(doc)).has(anchor)) problems.push(`${file}: ${cited} (no such section)`);
  }
  return problems;
}

function walk(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    if (SKIPPED_DIRS.has(name)) return [];
    const child = path.posix.join(dir, name);
    if (statSync(path.join(ROOT, child)).isDirectory()) return walk(child);
    return SOURCE_EXTENSIONS.test(name) ? [child] : [];
  });
}

const markdownFiles = () => [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

const sourceFiles = () =>
  [...SOURCE_ROOTS.flatMap(walk), ...SOURCE_FILES_AT_ROOT.filter((f) => disk.exists(f))].filter((f) => f !== THIS_FILE);

describe("the checks themselves", () => {
  const fixture = (contents: Record<string, string>): Files => ({
    exists: (p) => p in contents,
    read: (p) => contents[p] ?? "",
  });

  it("makes anchors the way GitHub does", () => {
    expect(slug("Client addresses and TRUST_PROXY")).toBe("client-addresses-and-trust_proxy");
    expect(slug("The customer's way through checkout")).toBe("the-customers-way-through-checkout");
    expect(slug("2026-11-24: pages, final tip")).toBe("2026-11-24-pages-final-tip");
    expect(slug("`npm run bench` (all)")).toBe("npm-run-bench-all");
    expect([...anchorsOf("# A\n## Pages\n```\n# not a heading\n```\n### Pages\n")]).toEqual(["a", "pages", "pages-1"]);
  });

  it("reports a link to a missing file, a missing heading and a path outside the repository", () => {
    const files = fixture({
      "README.md":
        "[ok](docs/a.md#here) [gone](docs/b.md) [no section](docs/a.md#nowhere) `[code](docs/c.md)` [web](https://x.example) [up](../outside.md)",
      "docs/a.md": "# Title\n## Here\n[back](../README.md) [self](#title) [bad self](#missing)",
    });
    expect(brokenLinks("README.md", files)).toEqual([
      "README.md: docs/b.md (no such file)",
      'README.md: docs/a.md#nowhere (no heading "nowhere" in docs/a.md)',
      "README.md: ../outside.md (no such file)",
    ]);
    expect(brokenLinks("docs/a.md", files)).toEqual(['docs/a.md: #missing (no heading "missing" in docs/a.md)']);
  });

  it("reports a comment citing a missing document or section", () => {
    const files = fixture({
      "docs/rules.md": "# Rules\n## Payment ids\n",
      "lib/x.ts":
        "// docs/rules.md#payment-ids: fine\n/** docs/rules.md#payment-id (typo) */\n// see docs/gone.md\n// docs/rules.md.",
    });
    expect(brokenCitations("lib/x.ts", files)).toEqual([
      "lib/x.ts: docs/rules.md#payment-id (no such section)",
      "lib/x.ts: docs/gone.md (no such document)",
    ]);
  });
});

describe("the documentation", () => {
  it(`keeps README.md under ${README_MAX_BYTES / 1024} KB`, () => {
    const bytes = statSync(path.join(ROOT, "README.md")).size;
    expect(bytes).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it(`keeps each document in docs/ under its ceiling (${DOC_DEFAULT_MAX_KB} KB unless named)`, () => {
    const over = readdirSync(path.join(ROOT, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => ({
        f,
        kb: statSync(path.join(ROOT, "docs", f)).size / 1024,
        max: DOC_MAX_KB[f] ?? DOC_DEFAULT_MAX_KB,
      }))
      .filter(({ kb, max }) => kb > max)
      .map(({ f, kb, max }) => `docs/${f}: ${kb.toFixed(1)} KB, over ${max} KB`);
    expect(over).toEqual([]);
  });

  it("has no relative link in README.md or docs/ that leads nowhere", () => {
    expect(markdownFiles().flatMap((f) => brokenLinks(f))).toEqual([]);
  });

  it("names only repository paths that exist (`lib/…`, `components/…` in code spans)", () => {
    // A moved or renamed file leaves its old path in the prose; globs (bench/*.bench.ts) are patterns, not paths.
    const named = /`((?:lib|components|app|test|scripts|bench|deploy)\/[^`*\s]+)`/g;
    const missing = markdownFiles().flatMap((f) =>
      [...disk.read(f).matchAll(named)]
        .map((m) => m[1]!.split("#")[0]!.replace(/:\d+$/, ""))
        .filter((p) => !["", ".ts", ".tsx"].some((ext) => disk.exists(p + ext)))
        .map((p) => `${f}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("has every docs/ section that a source comment cites", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100); // the walk found the source
    expect(files.flatMap((f) => brokenCitations(f))).toEqual([]);
  });

  it("has no source comment citing the spec or decisions.md, documents outside the repository", () => {
    // Comments only: a test's title may still name "the spec's message" it checks.
    const outside = /(\/\/|\/\*|^\s*\*).*\b(spec(,| section| \d|'s|:)|decisions\.md|product-spec)/i;
    const cited = sourceFiles()
      .filter((f) => !/\.(test|int\.test|e2e\.test)\.tsx?$/.test(f))
      .flatMap((f) =>
        disk
          .read(f)
          .split("\n")
          .flatMap((line, i) => (outside.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(cited).toEqual([]);
  });
});

describe("docs/architecture.md says what the code does", () => {
  const doc = () => disk.read("docs/architecture.md");
  const spans = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  /** The paragraph (or list) of the page that starts with `opening`, up to the next heading. */
  const section = (opening: string) => {
    const text = doc();
    const start = text.indexOf(opening);
    expect(start).toBeGreaterThanOrEqual(0);
    const end = text.indexOf("\n#", start);
    return text.slice(start, end < 0 ? undefined : end);
  };
  const house = readHouse(ROOT);

  it("lists the files the room rule leaves alone as eslint.config.mjs has them", () => {
    const items = section("The room rule does not apply to")
      .split("\n")
      .filter((line) => line.startsWith("- "));
    const listed = items.flatMap((item) => spans(item.slice(0, item.indexOf(":"))));
    expect(listed).toEqual(ROOM_RULE_EXCEPTIONS);
  });

  it("names each room of lib/ in its table, and the floors of components/ as components/floors.json has them", () => {
    const rows = (text: string) =>
      text
        .split("\n")
        .filter((line) => /^\| (`|\d)/.test(line))
        .map((line) => line.split("|").map((cell) => cell.trim()));
    const libRooms = rows(section("| room ")).map(([, room]) => room!.replace(/`/g, ""));
    expect([...libRooms].sort()).toEqual(house.floors.lib.flat().sort());
    const componentFloors = rows(section("`components/` is grouped by screen")).map(([, , rooms]) =>
      [...rooms!.replace(/\([^)]*\)/g, "").matchAll(/`([a-z-]+)`/g)].map((m) => m[1]),
    );
    expect(componentFloors).toEqual(house.floors.components);
  });

  it("names every plain fetch of the browser's code outside components/data", () => {
    const named = spans(section("Every call to the store's API goes through")).filter((s) =>
      /^components\/.+\.tsx?$/.test(s),
    );
    const fetching = ["app", "components"]
      .flatMap((dir) => house.sourceFiles(dir))
      .filter((file) => !file.startsWith("app/api/") && !file.startsWith("components/data/"))
      .filter((file) => /\bfetch\(/.test(disk.read(file)));
    expect(fetching.sort()).toEqual(named.sort());
  });

  it("has no source comment naming a file of the repository that does not exist", () => {
    const named = /\b((?:app|components|lib|scripts|bench|test|deploy)\/[-\w./()[\]]+\.(?:tsx?|mjs|json))\b/g;
    // These two tests name the files of their made-up fixtures.
    const missing = sourceFiles()
      .filter((f) => !["test/architecture.test.ts", "test/page-paths.test.ts"].includes(f))
      .flatMap((f) => [...disk.read(f).matchAll(named)].filter((m) => !disk.exists(m[1]!)).map((m) => `${f}: ${m[1]}`));
    expect(missing).toEqual([]);
  });
});
