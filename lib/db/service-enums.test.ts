import { ITEM_KIND_NAMES, SERVICE_TYPES, SERVICES, type DbServiceType, type ItemKindName } from "@/lib/pricing";

import { ItemKind, ServiceType } from "./generated/enums";

// lib/pricing sits below lib/db and may not import it, so its catalogue spells
// the database's enums as plain strings: these checks keep the two equal.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const serviceTypesMatch: Same<DbServiceType, ServiceType> = true;
const itemKindsMatch: Same<ItemKindName, ItemKind> = true;

describe("the service catalogue and the database's enums", () => {
  it("name the same services", () => {
    expect(serviceTypesMatch && itemKindsMatch).toBe(true);
    expect(SERVICE_TYPES.map((type) => SERVICES[type].db).sort()).toEqual(Object.values(ServiceType).sort());
  });

  it("name the same kinds of order item", () => {
    expect([...ITEM_KIND_NAMES].sort()).toEqual(Object.values(ItemKind).sort());
  });
});
