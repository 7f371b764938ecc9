"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Tabs with Radix's API and behaviour (WAI-ARIA tabs pattern, automatic
 * activation, roving tab index, arrow keys that follow the reading direction,
 * Home/End, wrap-around), without the Radix runtime: a few hundred bytes
 * instead of several kilobytes on every page that shows tabs.
 */
interface TabsContextValue {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  dir: "rtl" | "ltr";
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const ctx = React.useContext(TabsContext);
  if (!ctx) throw new Error(`<${part}> must be inside <Tabs>`);
  return ctx;
}

const slug = (value: string) => value.replace(/\s+/g, "-");

function Tabs({
  className,
  value: controlled,
  defaultValue,
  onValueChange,
  dir = "rtl",
  ...props
}: Omit<React.ComponentProps<"div">, "dir" | "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  dir?: "rtl" | "ltr";
}) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = React.useCallback(
    (next: string) => {
      if (controlled === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [controlled, onValueChange],
  );
  const ctx = React.useMemo(() => ({ baseId, value, select, dir }), [baseId, value, select, dir]);
  return (
    <TabsContext.Provider value={ctx}>
      <div dir={dir} className={cn("flex flex-col gap-3", className)} {...props} />
    </TabsContext.Provider>
  );
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const { dir } = useTabs("TabsList");
  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    let next: number;
    if (event.key === forward) next = (current + 1) % tabs.length;
    else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("tabs-list", className)}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const { baseId, value: selected, select } = useTabs("TabsTrigger");
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-trigger-${slug(value)}`}
      aria-selected={active}
      aria-controls={`${baseId}-content-${slug(value)}`}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn("tab", className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Like Radix: a plain primary press selects at once; others must not move focus.
        if (event.defaultPrevented || disabled) return;
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || disabled) return;
        if (event.key === "Enter" || event.key === " ") select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation: focusing a tab (arrow keys) selects it.
        if (!active && !disabled) select(value);
      }}
      {...props}
    />
  );
}

function TabsContent({ className, value, children, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const { baseId, value: selected } = useTabs("TabsContent");
  const active = selected === value;
  return (
    <div
      role="tabpanel"
      id={`${baseId}-content-${slug(value)}`}
      aria-labelledby={`${baseId}-trigger-${slug(value)}`}
      hidden={!active}
      tabIndex={0}
      className={cn("flex-1 outline-none", className)}
      {...props}
    >
      {active && children}
    </div>
  );
}

export { Tabs, TabsContent, TabsList, TabsTrigger };
