/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import type * as CVA from "class-variance-authority";
import fs from "node:fs";
import path from "node:path";
// tailwind-merge is a dev dependency, used only here: `cn` is plain clsx (lib/utils.ts).
import { twMerge } from "tailwind-merge";

/**
 * `cn` does not resolve Tailwind conflicts, so no class list a ui component
 * builds may set the same property twice (or repeat a class): tailwind-merge
 * must leave every such list as it is. Every `cva` created by a module in
 * components/ui is recorded as it is created, and every combination of its
 * variants (each value, and the default) is checked.
 */
type Config = { variants?: Record<string, Record<string, unknown>> };
type Recorded = { file: string; base: unknown; config: Config | undefined; fn: (props?: object) => string };
const recorded: Recorded[] = [];
let currentFile = "";

jest.mock("class-variance-authority", () => {
  const actual = jest.requireActual<typeof CVA>("class-variance-authority");
  return {
    ...actual,
    cva: (base: Parameters<typeof actual.cva>[0], config: Parameters<typeof actual.cva>[1]) => {
      const fn = actual.cva(base, config) as unknown as (props?: object) => string;
      recorded.push({ file: currentFile, base, config: config as Config | undefined, fn });
      return fn;
    },
  };
});

const UI_DIR = __dirname;
const uiModules = fs
  .readdirSync(UI_DIR)
  .filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))
  .sort();

beforeAll(async () => {
  for (const file of uiModules) {
    currentFile = file;
    await jest.isolateModulesAsync(async () => {
      await import(path.join(UI_DIR, file));
    });
  }
});

function combinations(variants: Record<string, Record<string, unknown>>): Record<string, string | undefined>[] {
  let combos: Record<string, string | undefined>[] = [{}];
  for (const [key, values] of Object.entries(variants)) {
    const options = [undefined, ...Object.keys(values)];
    combos = combos.flatMap((c) => options.map((v) => ({ ...c, [key]: v })));
  }
  return combos;
}

const conflictFree = (classes: string) => twMerge(classes) === classes;

describe("ui class lists have no conflicting Tailwind utilities", () => {
  it("finds the variant definitions", () => {
    const files = new Set(recorded.map((r) => r.file));
    for (const file of ["button.tsx", "badge.tsx", "alert.tsx", "dialog.tsx"]) expect(files.has(file)).toBe(true);
  });

  it("every variant combination of every cva in components/ui", () => {
    const bad: string[] = [];
    let checked = 0;
    for (const { file, config, fn } of recorded) {
      for (const combo of combinations(config?.variants ?? {})) {
        const classes = fn(combo);
        checked += 1;
        if (!conflictFree(classes)) {
          bad.push(`${file} ${JSON.stringify(combo)}:\n  ${classes}\n  tailwind-merge keeps: ${twMerge(classes)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(bad).toEqual([]);
  });

  it("the class lists the ui components render, with no className passed", async () => {
    const { Alert, AlertDescription, AlertTitle } = await import("./alert");
    const { Badge } = await import("./badge");
    const { Button } = await import("./button");
    const { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } = await import("./card");
    const { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } =
      await import("./dialog");
    const { Input } = await import("./input");
    const { Label } = await import("./label");
    const { Progress } = await import("./progress");
    const { Sheet, SheetContent, SheetDescription, SheetTitle } = await import("./sheet");
    const { Slider } = await import("./slider");
    const { Tabs, TabsContent, TabsList, TabsTrigger } = await import("./tabs");

    const { baseElement, unmount } = render(
      <div>
        <Alert>
          <svg />
          <AlertTitle>t</AlertTitle>
          <AlertDescription>d</AlertDescription>
        </Alert>
        <Badge>b</Badge>
        <Button>b</Button>
        <Card>
          <CardHeader>
            <CardTitle>t</CardTitle>
            <CardDescription>d</CardDescription>
          </CardHeader>
          <CardContent>c</CardContent>
          <CardFooter>f</CardFooter>
        </Card>
        <Input />
        <Label>l</Label>
        <Progress value={40} />
        <Slider defaultValue={[3]} />
        <Tabs defaultValue="a">
          <TabsList>
            <TabsTrigger value="a">a</TabsTrigger>
            <TabsTrigger value="b">b</TabsTrigger>
          </TabsList>
          <TabsContent value="a">a</TabsContent>
          <TabsContent value="b">b</TabsContent>
        </Tabs>
        <Dialog open>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>t</DialogTitle>
              <DialogDescription>d</DialogDescription>
            </DialogHeader>
            <DialogFooter>f</DialogFooter>
          </DialogContent>
        </Dialog>
        <Sheet open>
          <SheetContent side="left">
            <SheetTitle>t</SheetTitle>
            <SheetDescription>d</SheetDescription>
          </SheetContent>
        </Sheet>
      </div>,
    );
    const lists = [...baseElement.querySelectorAll("[class]")].map((e) => e.getAttribute("class")!);
    expect(lists.length).toBeGreaterThan(30);
    expect(lists.filter((c) => !conflictFree(c))).toEqual([]);
    unmount();
  });

  it("fails for a conflicting list (the check itself works)", () => {
    expect(conflictFree("inline-flex gap-2 text-sm h-8 gap-1.5")).toBe(false);
    expect(conflictFree("inline-flex hidden")).toBe(false);
    expect(conflictFree("inline-flex max-sm:hidden")).toBe(true);
  });
});
