import { readFile } from "node:fs/promises";
import path from "node:path";

import { getDMMF } from "@prisma/internals";

import { db } from "@/lib/db";

/**
 * schema.prisma and prisma/migrations must describe the same database: this
 * migrates a fresh database and compares every model, column, type,
 * nullability, default, primary key, unique, index, foreign key and enum.
 */

type Dmmf = Awaited<ReturnType<typeof getDMMF>>;
type Field = Dmmf["datamodel"]["models"][number]["fields"][number];

interface ColumnRow {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  datetime_precision: number | null;
  column_default: string | null;
}

interface IndexRow {
  table_name: string;
  index_name: string;
  is_unique: boolean;
  is_primary: boolean;
  columns: string[];
}

interface ForeignKeyRow {
  table_name: string;
  columns: string[];
  foreign_table: string;
  foreign_columns: string[];
  on_delete: string;
}

const SCALAR_TYPES: Record<string, string> = {
  String: "text",
  Int: "int4",
  BigInt: "int8",
  Boolean: "bool",
  DateTime: "timestamp",
  Json: "jsonb",
  Float: "float8",
  Decimal: "numeric",
};
const NATIVE_TYPES: Record<string, string> = {
  VarChar: "varchar",
  Char: "bpchar",
  Uuid: "uuid",
  Timestamptz: "timestamptz",
  Timestamp: "timestamp",
  Text: "text",
  Integer: "int4",
  Date: "date",
};
const ON_DELETE: Record<string, string> = { c: "Cascade", n: "SetNull", r: "Restrict", a: "NoAction", d: "SetDefault" };

function expectedType(field: Field, enums: Set<string>): { udt: string; length?: number; precision?: number } {
  if (field.kind === "enum" || enums.has(field.type)) return { udt: field.type };
  const native = field.nativeType as [string, string[]] | null | undefined;
  if (native) {
    const [name, args] = native;
    const udt = NATIVE_TYPES[name];
    if (!udt) throw new Error(`Add native type ${name} to the test's table`);
    const arg = args[0] === undefined ? undefined : Number(args[0]);
    if (name === "VarChar" || name === "Char") return { udt, length: arg };
    if (name === "Timestamptz" || name === "Timestamp") return { udt, precision: arg ?? 6 };
    return { udt };
  }
  const udt = SCALAR_TYPES[field.type];
  if (!udt) throw new Error(`Add scalar type ${field.type} to the test's table`);
  return field.type === "DateTime" ? { udt, precision: 3 } : { udt };
}

const key = (cols: string[]) => [...cols].sort().join(",");

describe("schema.prisma matches prisma/migrations", () => {
  let dmmf: Dmmf;
  let columns: ColumnRow[];
  let indexes: IndexRow[];
  let foreignKeys: ForeignKeyRow[];
  let dbEnums: Map<string, string[]>;

  beforeAll(async () => {
    const datamodel = await readFile(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    dmmf = await getDMMF({ datamodel });
    columns = await db.$queryRaw<ColumnRow[]>`
      SELECT table_name, column_name, is_nullable, data_type, udt_name, character_maximum_length,
             datetime_precision, column_default
      FROM information_schema.columns WHERE table_schema = current_schema()`;
    indexes = await db.$queryRaw<IndexRow[]>`
      SELECT t.relname AS table_name, i.relname AS index_name, ix.indisunique AS is_unique,
             ix.indisprimary AS is_primary,
             array_agg(a.attname::text ORDER BY array_position(ix.indkey::int2[], a.attnum)) AS columns
      FROM pg_index ix
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(ix.indkey)
      WHERE n.nspname = current_schema()
      GROUP BY t.relname, i.relname, ix.indisunique, ix.indisprimary`;
    foreignKeys = await db.$queryRaw<ForeignKeyRow[]>`
      SELECT c.conrelid::regclass::text AS table_name, c.confrelid::regclass::text AS foreign_table,
             c.confdeltype::text AS on_delete,
             (SELECT array_agg(attname::text) FROM pg_attribute WHERE attrelid = c.conrelid AND attnum = ANY(c.conkey)) AS columns,
             (SELECT array_agg(attname::text) FROM pg_attribute WHERE attrelid = c.confrelid AND attnum = ANY(c.confkey)) AS foreign_columns
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`;
    const enumRows = await db.$queryRaw<{ name: string; values: string[] }[]>`
      SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
      FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = current_schema() GROUP BY t.typname`;
    dbEnums = new Map(enumRows.map((r) => [r.name, r.values]));
  });

  const tableOf = (model: string) => {
    const m = dmmf.datamodel.models.find((x) => x.name === model);
    if (!m) throw new Error(`unknown model ${model}`);
    return m.dbName ?? m.name;
  };
  const columnOf = (model: string, fieldName: string) => {
    const m = dmmf.datamodel.models.find((x) => x.name === model);
    const f = m?.fields.find((x) => x.name === fieldName);
    if (!f) throw new Error(`unknown field ${model}.${fieldName}`);
    return f.dbName ?? f.name;
  };

  it("has exactly the enums of the schema", () => {
    const expected = new Map(
      dmmf.datamodel.enums.map((e) => [e.dbName ?? e.name, e.values.map((v) => v.dbName ?? v.name)]),
    );
    expect(Object.fromEntries(dbEnums)).toEqual(Object.fromEntries(expected));
  });

  it("has exactly the tables and columns of the schema, with their types, nullability and defaults", () => {
    const enums = new Set(dmmf.datamodel.enums.map((e) => e.name));
    const expected: Record<string, unknown> = {};
    for (const model of dmmf.datamodel.models) {
      for (const field of model.fields.filter((f) => f.kind !== "object")) {
        const t = expectedType(field, enums);
        // Defaults the database fills in; uuid() and @updatedAt are filled by the client.
        const dbDefault =
          field.hasDefaultValue &&
          !(
            typeof field.default === "object" &&
            field.default !== null &&
            "name" in field.default &&
            field.default.name === "uuid"
          );
        expected[`${tableOf(model.name)}.${field.dbName ?? field.name}`] = {
          udt: t.udt,
          length: t.length ?? null,
          precision: t.precision ?? null,
          nullable: !field.isRequired,
          hasDefault: Boolean(dbDefault),
        };
      }
    }
    const actual: Record<string, unknown> = {};
    for (const c of columns.filter((c) => c.table_name !== "_prisma_migrations")) {
      const isTime = c.udt_name.startsWith("timestamp");
      actual[`${c.table_name}.${c.column_name}`] = {
        udt: c.udt_name,
        length: c.character_maximum_length,
        precision: isTime ? c.datetime_precision : null,
        nullable: c.is_nullable === "YES",
        hasDefault: c.column_default !== null,
      };
    }
    expect(actual).toEqual(expected);
  });

  it("has exactly the primary keys, uniques and indexes of the schema", () => {
    const expected = dmmf.datamodel.indexes.map((ix) => ({
      table: tableOf(ix.model),
      kind: ix.type === "id" ? "primary" : ix.type === "unique" ? "unique" : "index",
      columns: key(ix.fields.map((f) => columnOf(ix.model, f.name))),
    }));
    const actual = indexes
      .filter((ix) => ix.table_name !== "_prisma_migrations")
      .map((ix) => ({
        table: ix.table_name,
        kind: ix.is_primary ? "primary" : ix.is_unique ? "unique" : "index",
        columns: key(ix.columns),
      }));
    const sort = (xs: typeof actual) => [...xs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sort(actual)).toEqual(sort(expected));
  });

  it("has exactly the foreign keys of the schema, with their delete rules", () => {
    const expected = dmmf.datamodel.models.flatMap((model) =>
      model.fields
        .filter((f) => f.kind === "object" && (f.relationFromFields?.length ?? 0) > 0)
        .map((f) => ({
          table: tableOf(model.name),
          columns: key((f.relationFromFields ?? []).map((n) => columnOf(model.name, n))),
          foreignTable: tableOf(f.type),
          foreignColumns: key((f.relationToFields ?? []).map((n) => columnOf(f.type, n))),
          onDelete: f.relationOnDelete ?? (f.isRequired ? "Restrict" : "SetNull"),
        })),
    );
    const actual = foreignKeys.map((fk) => ({
      table: fk.table_name.replace(/^"|"$/g, "").split(".").pop(),
      columns: key(fk.columns),
      foreignTable: fk.foreign_table.replace(/^"|"$/g, "").split(".").pop(),
      foreignColumns: key(fk.foreign_columns),
      onDelete: ON_DELETE[fk.on_delete],
    }));
    const sort = (xs: typeof actual) => [...xs].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(sort(actual)).toEqual(sort(expected));
  });
});
