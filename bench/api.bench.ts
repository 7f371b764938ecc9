// npm run bench -- api – the checkout API on a production build with the embedded defaults
// (PGlite, simulated provider): POST /api/ziina/create and GET /api/ziina/status/{id} at a fixed
// 200 requests/s each, p50 and p99 latency. Target (issue 14): p99 under 50 ms.
// The store trusts X-Forwarded-For (TRUST_PROXY=true, as behind nginx) and each payment comes from
// an address of its own: the load of many customers, not one client past its 30 per 10 minutes.
// BENCH_SKIP_BUILD=1 reuses an existing .next build.
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { nextBuild, pinLoadGenerator, ROOT, startStore } from "../test/support/next-server";

const RATE = Number(process.env.BENCH_RATE ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const LINK = "https://www.tiktok.com/@creator/video/7300000000000000001";

interface Row {
  call: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(call: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: 20, overallRate: RATE, duration: DURATION_S, ...options });
  return {
    call,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

export default async function apiBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log("building the store…");
    nextBuild(ROOT);
  }
  const server = await startStore(
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    },
    { cpu: pinLoadGenerator() },
  );
  let customer = 0;
  const asNextCustomer = {
    setupRequest: (request: autocannon.Request) => {
      customer++;
      const address = `10.${(customer >> 16) & 255}.${(customer >> 8) & 255}.${customer & 255}`;
      return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
    },
  };
  try {
    const headers = { "content-type": "application/json", origin: server.url };
    const body = JSON.stringify({
      amount: 3.5,
      description: "طلب 5000 مشاهدة",
      customerName: "ضيف",
      customerEmail: "bench@example.com",
      tiktokUrl: LINK,
      serviceType: "views",
      serviceQuantity: 5000,
    });
    const created = await fetch(`${server.url}/api/ziina/create`, { method: "POST", headers, body });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    // Warm-up (JIT, database caches), not measured.
    await autocannon({ url: `${server.url}/api/ziina/status/${id}`, connections: 10, duration: 3 });
    await autocannon({
      url: `${server.url}/api/ziina/create`,
      method: "POST",
      headers,
      body,
      connections: 10,
      amount: 300,
      requests: [asNextCustomer],
    });

    const rows = [
      await load("POST /api/ziina/create", {
        url: `${server.url}/api/ziina/create`,
        method: "POST",
        headers,
        body,
        requests: [asNextCustomer],
      }),
      await load("GET /api/ziina/status/{id}", { url: `${server.url}/api/ziina/status/${id}` }),
    ];
    console.log(`\n${RATE} requests/s for ${DURATION_S} s each (embedded PGlite, simulated provider):`);
    console.table(
      rows.map((r) => ({
        call: r.call,
        requests: r.requests,
        "req/s": Math.round(r.rps),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        "non-2xx": r.non2xx,
      })),
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
