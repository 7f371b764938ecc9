/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { user } from "@/test/support/user";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

/** Our replacement for Radix Tabs: the keyboard and ARIA behaviour a visitor relies on. */
function renderTabs(dir?: "rtl" | "ltr", onValueChange?: (value: string) => void) {
  render(
    <Tabs defaultValue="views" dir={dir} onValueChange={onValueChange}>
      <TabsList aria-label="الخدمة">
        <TabsTrigger value="views">مشاهدات</TabsTrigger>
        <TabsTrigger value="likes">إعجابات</TabsTrigger>
        <TabsTrigger value="soon" disabled>
          قريبا
        </TabsTrigger>
        <TabsTrigger value="explorer">الإكسبلور</TabsTrigger>
      </TabsList>
      <TabsContent value="views">لوحة المشاهدات</TabsContent>
      <TabsContent value="likes">لوحة الإعجابات</TabsContent>
      <TabsContent value="explorer">لوحة الإكسبلور</TabsContent>
    </Tabs>,
  );
}
const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () => screen.getByRole("tab", { selected: true });

describe("Tabs", () => {
  it("shows only the selected panel, labelled by its tab, and only the selected tab is in the tab order", () => {
    renderTabs();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("لوحة المشاهدات");
    expect(screen.getByRole("tabpanel", { name: "مشاهدات" })).toBeVisible();
    expect(screen.queryByText("لوحة الإعجابات")).toBeNull();
    expect(tab("مشاهدات")).toHaveAttribute("tabindex", "0");
    expect(tab("إعجابات")).toHaveAttribute("tabindex", "-1");
  });

  it("right to left (the default): ArrowLeft goes to the next tab and selects it, skipping disabled ones, wrapping round", async () => {
    const changes: string[] = [];
    renderTabs(undefined, (v) => changes.push(v));
    await user.tab();
    expect(tab("مشاهدات")).toHaveFocus();

    await user.keyboard("{ArrowLeft}");
    expect(selected()).toBe(tab("إعجابات"));
    expect(tab("إعجابات")).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("لوحة الإعجابات");

    await user.keyboard("{ArrowLeft}");
    expect(selected()).toBe(tab("الإكسبلور"));
    await user.keyboard("{ArrowLeft}");
    expect(selected()).toBe(tab("مشاهدات"));
    await user.keyboard("{ArrowRight}");
    expect(selected()).toBe(tab("الإكسبلور"));
    expect(changes).toEqual(["likes", "explorer", "views", "explorer"]);
  });

  it("left to right: ArrowRight goes forward; Home and End go to the first and last tab", async () => {
    renderTabs("ltr");
    await user.tab();
    await user.keyboard("{ArrowRight}");
    expect(selected()).toBe(tab("إعجابات"));
    await user.keyboard("{End}");
    expect(selected()).toBe(tab("الإكسبلور"));
    await user.keyboard("{Home}");
    expect(selected()).toBe(tab("مشاهدات"));
  });

  it("a click selects a tab; a disabled tab cannot be selected", async () => {
    renderTabs();
    await user.click(tab("الإكسبلور"));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("لوحة الإكسبلور");
    await user.click(tab("قريبا"));
    expect(selected()).toBe(tab("الإكسبلور"));
  });
});
