import { Icon, type IconName } from "@/components/ui/icon";

export function PageHeading({ icon, title, intro }: { icon: IconName; title: string; intro?: string }) {
  return (
    <header className="grid justify-items-center gap-2 text-center">
      <Icon name={icon} className="size-10 text-primary" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {intro && <p className="text-muted-foreground">{intro}</p>}
    </header>
  );
}
