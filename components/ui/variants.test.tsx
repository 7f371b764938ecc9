/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";

import { Alert } from "./alert";
import { Badge } from "./badge";
import { Button } from "./button";
import { Input } from "./input";
import { Label } from "./label";
import { Slider } from "./slider";
import { Tabs, TabsList, TabsTrigger } from "./tabs";

/**
 * The kit's look lives in app/globals.css (`.btn-ghost`, `.badge-success`…),
 * not in the components, so nothing but this test ties a variant's class name
 * to a rule: a renamed rule or a new variant without one renders an unstyled
 * control, silently. The Records below make typecheck fail when a variant is
 * added without being listed here.
 */
type Values<P, K extends keyof P> = Record<NonNullable<P[K]> & string, true>;
type Props<C> = C extends (props: infer P) => unknown ? P : never;
const BUTTON_VARIANT: Values<Props<typeof Button>, "variant"> = {
  default: true,
  destructive: true,
  outline: true,
  secondary: true,
  ghost: true,
  link: true,
};
const BUTTON_SIZE: Values<Props<typeof Button>, "size"> = { default: true, sm: true, xs: true, lg: true, icon: true };
const BADGE_VARIANT: Values<Props<typeof Badge>, "variant"> = {
  default: true,
  secondary: true,
  destructive: true,
  success: true,
  outline: true,
};
const ALERT_VARIANT: Values<Props<typeof Alert>, "variant"> = {
  default: true,
  destructive: true,
  success: true,
  warning: true,
};
const keys = <T extends string>(record: Record<T, true>) => Object.keys(record) as T[];

const globals = readFileSync(path.join(__dirname, "..", "..", "app", "globals.css"), "utf8");
const styled = (cls: string) => new RegExp(`\\.${cls.replace(/[.:/[\]]/g, "\\$&")}[\\s,{:>]`).test(globals);

function classesOf(ui: React.ReactElement, selector: string): string[] {
  const { container, unmount } = render(ui);
  const classes = [...container.querySelectorAll(selector)].flatMap((e) => e.getAttribute("class")!.split(/\s+/));
  unmount();
  return classes;
}

describe("every class the ui kit renders has its rule in globals.css", () => {
  // [name, element, which of its elements carry kit classes (default: all)]
  const cases: [string, React.ReactElement, string?][] = [
    ...keys(BUTTON_VARIANT).map((variant): [string, React.ReactElement] => [
      `Button variant ${variant}`,
      <Button key="b" variant={variant}>
        b
      </Button>,
    ]),
    ...keys(BUTTON_SIZE).map((size): [string, React.ReactElement] => [
      `Button size ${size}`,
      <Button key="b" size={size}>
        b
      </Button>,
    ]),
    ...keys(BADGE_VARIANT).map((variant): [string, React.ReactElement] => [
      `Badge ${variant}`,
      <Badge key="b" variant={variant}>
        b
      </Badge>,
    ]),
    ...keys(ALERT_VARIANT).map((variant): [string, React.ReactElement] => [
      `Alert ${variant}`,
      <Alert key="a" variant={variant}>
        a
      </Alert>,
    ]),
    ["Input", <Input key="i" />],
    ["Label", <Label key="l">l</Label>],
    ["Slider", <Slider key="s" defaultValue={[3]} />],
    [
      "TabsList and TabsTrigger",
      <Tabs key="t" defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">a</TabsTrigger>
        </TabsList>
      </Tabs>,
      // Tabs' own wrapper is laid out with utilities.
      "[role=tablist], [role=tab]",
    ],
  ];

  it.each(cases)("%s", (_, ui, selector = "[class]") => {
    const classes = classesOf(ui, selector);
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.filter((c) => !styled(c))).toEqual([]);
  });
});
