/**
 * The service catalogue: each service the store sells, defined once. The API
 * name, the database's enum value, the names shown to customers and sent in
 * ad events, the quantities a customer may order, the delivery promise and
 * the SMM panel's setting per part all derive from here, so a page, the
 * server and the database cannot name or bound a service differently.
 *
 * Client-safe and on the lowest floor: it imports only ./count. The database's
 * enum values are plain strings here; lib/db/service-enums.test.ts checks
 * them against the Prisma enums.
 */
import { formatCount } from "./count";

/** The services as the API, the pages and the ad events name them (docs/product-rules.md#services-and-quantities). */
export type ServiceType = "views" | "likes" | "explorer";
/** Prisma's ServiceType enum. */
export type DbServiceType = "VIEWS" | "LIKES" | "EXPLORER";
/** Prisma's ItemKind enum: the parts an order is fulfilled as, each one panel service. */
export type ItemKindName = "VIEWS" | "LIKES" | "SAVES" | "SHARES";

export interface QuantityLimits {
  min: number;
  max: number;
  /** Quantity shown when the visitor arrives (views 5,000, likes 100, explorer 25,000: docs/product-rules.md#services-and-quantities). */
  default: number;
  /** Slider step (0: the quantity is fixed). */
  step: number;
}

/** One step of the delivery promise: an order of up to `upTo` units starts and completes within these. */
export interface DeliveryTier {
  upTo: number;
  startMinutes: number;
  completeHours: number;
}

export interface ServiceDefinition {
  /** The API's name ("views"): request and response bodies, the purchase form's tabs, ad events' content_id. */
  type: ServiceType;
  /** The database's enum value ("VIEWS"). */
  db: DbServiceType;
  /** Shown to customers (orders, payment pages) and sent as the ad events' content_name. */
  nameAr: string;
  nameEn: string;
  /** The purchase form's tab. */
  tabLabel: string;
  /** One unit in the order phrase (docs/product-rules.md#payment-creation) 'طلب N مشاهدة'; null for the bundle, which is not counted. */
  unitAr: string | null;
  limits: QuantityLimits;
  /** docs/product-rules.md#delivery-promises; the tiers are ordered by `upTo`, the last one unbounded. */
  delivery: readonly DeliveryTier[];
  /**
   * The parts an order is fulfilled as, each sent to the panel service of its
   * kind (see ITEM_KIND_CATALOGUE): its quantity ("ordered": what the customer chose)
   * and the percent of the price it carries, the basis for refunding one part
   * that was not delivered.
   */
  parts: readonly { kind: ItemKindName; quantity: "ordered" | number; priceShare: number }[];
}

/** The explorer bundle: one order with four parts (docs/product-rules.md#services-and-quantities). */
export const EXPLORER_BUNDLE = { views: 25_000, likes: 250, saves: 50, shares: 75 } as const;

const EXPLORER_NAME = "باقة الإكسبلور";
const STANDARD_DELIVERY: readonly DeliveryTier[] = [{ upTo: Infinity, startMinutes: 30, completeHours: 24 }];

export const SERVICES = {
  views: {
    type: "views",
    db: "VIEWS",
    nameAr: "مشاهدات تيك توك",
    nameEn: "TikTok views",
    tabLabel: "مشاهدات",
    unitAr: "مشاهدة",
    limits: { min: 5_000, max: 1_000_000, default: 5_000, step: 1_000 },
    delivery: [
      { upTo: 20_000, startMinutes: 30, completeHours: 24 },
      { upTo: 100_000, startMinutes: 60, completeHours: 48 },
      { upTo: Infinity, startMinutes: 120, completeHours: 72 },
    ],
    parts: [{ kind: "VIEWS", quantity: "ordered", priceShare: 100 }],
  },
  likes: {
    type: "likes",
    db: "LIKES",
    nameAr: "إعجابات تيك توك",
    nameEn: "TikTok likes",
    tabLabel: "إعجابات",
    unitAr: "إعجاب",
    limits: { min: 100, max: 5_000, default: 100, step: 50 },
    delivery: STANDARD_DELIVERY,
    parts: [{ kind: "LIKES", quantity: "ordered", priceShare: 100 }],
  },
  explorer: {
    type: "explorer",
    db: "EXPLORER",
    nameAr: EXPLORER_NAME,
    nameEn: "Explorer bundle",
    tabLabel: EXPLORER_NAME,
    unitAr: null,
    limits: { min: EXPLORER_BUNDLE.views, max: EXPLORER_BUNDLE.views, default: EXPLORER_BUNDLE.views, step: 0 },
    delivery: STANDARD_DELIVERY,
    // Views are the bundle's main value; likes cost most per unit; saves and shares are small extras.
    parts: [
      { kind: "VIEWS", quantity: EXPLORER_BUNDLE.views, priceShare: 50 },
      { kind: "LIKES", quantity: EXPLORER_BUNDLE.likes, priceShare: 30 },
      { kind: "SAVES", quantity: EXPLORER_BUNDLE.saves, priceShare: 10 },
      { kind: "SHARES", quantity: EXPLORER_BUNDLE.shares, priceShare: 10 },
    ],
  },
} as const satisfies { [T in ServiceType]: ServiceDefinition & { type: T } };

/** In the order of the purchase form's tabs' values (views, likes, explorer). */
export const SERVICE_TYPES: readonly ServiceType[] = ["views", "likes", "explorer"];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}

/** The database's enum value for a service ("views" → "VIEWS"). */
export function toDbService(type: ServiceType): DbServiceType {
  return SERVICES[type].db;
}

/** The service as the API names it, from the database's enum value ("VIEWS" → "views"). */
export function fromDbService(db: string): ServiceType {
  const found = SERVICE_TYPES.find((type) => SERVICES[type].db === db);
  if (!found) throw new Error(`unknown service in the database: ${db}`);
  return found;
}

/** The customer-facing name ("مشاهدات تيك توك"): pages, order lists and ad events' content_name. */
export function serviceLabel(type: ServiceType): string {
  return SERVICES[type].nameAr;
}

/** What an ad event says about a product: content_id and content_name. */
export function adContent(type: ServiceType): { id: ServiceType; name: string } {
  return { id: type, name: SERVICES[type].nameAr };
}

/**
 * What a payment is for, as the provider shows it to the payer, composed
 * from what is charged: 'طلب 5,000 مشاهدة' (docs/product-rules.md#payment-creation) or
 * 'طلب باقة الإكسبلور'.
 */
export function orderTitle(type: ServiceType, quantity: number): string {
  const { unitAr, nameAr } = SERVICES[type];
  return unitAr ? `طلب ${formatCount(quantity)} ${unitAr}` : `طلب ${nameAr}`;
}

/**
 * The kinds of part, each served by one SMM panel service whose id is the
 * setting named here (lib/env), and its label on the order page.
 */
export const ITEM_KIND_CATALOGUE = {
  VIEWS: { labelAr: "المشاهدات", panelSetting: "SMM_SERVICE_VIEWS" },
  LIKES: { labelAr: "الإعجابات", panelSetting: "SMM_SERVICE_LIKES" },
  SAVES: { labelAr: "الحفظ", panelSetting: "SMM_SERVICE_SAVES" },
  SHARES: { labelAr: "المشاركات", panelSetting: "SMM_SERVICE_SHARES" },
} as const satisfies Record<ItemKindName, { labelAr: string; panelSetting: `SMM_SERVICE_${string}` }>;

export const ITEM_KIND_NAMES = Object.keys(ITEM_KIND_CATALOGUE) as ItemKindName[];
