import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { delay, http, HttpResponse } from "msw";

import { secondSimulatedPanel, simulatedPanel } from "@/test/support/simulated-panel";
import { simulatedPanelAnswer, type SimFault } from "@/lib/smm-panel/simulated";

/**
 * An SMM panel (API v2) at a URL, for tests that use the store as it talks to
 * a real panel (FULFILMENT_PROVIDER=panel, see panel-env.ts). The panel is the
 * simulated one (lib/smm-panel/simulated.ts): its orders, clock, quirks
 * (numbers as strings, ids alternating number and string, both cancel
 * spellings, per-id errors) and fault injection are driven through
 * `simulatedPanel`. This only carries requests to it: through msw
 * (`handler()`), or as a real local HTTP server for worker processes
 * (`listen()`). A fresh double starts from a fresh panel state. `instance` 2
 * is a second panel with its own orders, balance and faults
 * (`secondSimulatedPanel`): create it after the first (the first resets both).
 */
export class PanelDouble {
  constructor(
    readonly url = "https://panel.test/api/v2",
    readonly instance: 1 | 2 = 1,
  ) {
    if (instance === 1) simulatedPanel.reset();
  }

  /** This double's controls. */
  get controls() {
    return this.instance === 1 ? simulatedPanel : secondSimulatedPanel;
  }

  /** msw handler for the double's URL. */
  handler() {
    return http.post(this.url, async ({ request }) => {
      try {
        return await simulatedPanelAnswer(await request.text(), this.instance);
      } catch (error) {
        if (isLostAnswer(error)) {
          // The order exists now; the answer never comes (the client's timeout ends the wait).
          await new Promise<void>((resolve) => {
            if (request.signal.aborted) resolve();
            request.signal.addEventListener("abort", () => resolve(), { once: true });
          });
          await delay(10);
        }
        return HttpResponse.error();
      }
    });
  }

  /**
   * The same panel as a real HTTP server on 127.0.0.1 (for worker processes).
   * With `faults`, a share (`rate`) of the calls, chosen at random, meet one
   * of `kinds` (injected into the simulated panel for that call). `pick`,
   * when given, chooses instead, call by call (null: none), and so knows which
   * call met which fault.
   */
  async listen(
    port = 0,
    faults?: {
      rate: number;
      kinds: readonly SimFault[];
      random?: () => number;
      pick?: (action: string, form: URLSearchParams) => SimFault | null;
    },
  ): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
    const random = faults?.random ?? Math.random;
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        const form = new URLSearchParams(body);
        const action = form.get("action") ?? "";
        const fault = faults?.pick
          ? faults.pick(action, form)
          : faults && faults.kinds.length > 0 && random() < faults.rate
            ? faults.kinds[Math.floor(random() * faults.kinds.length)]!
            : null;
        // Taken by this very call: the panel reads its faults before it awaits anything.
        if (fault) this.controls.inject(action, fault);
        simulatedPanelAnswer(body, this.instance).then(
          async (answer) => {
            res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
            res.end(await answer.text());
          },
          (error: unknown) => {
            if (isLostAnswer(error)) return; // never answered: the caller times out
            req.socket.destroy();
          },
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
    return {
      server,
      url,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
}

const isLostAnswer = (error: unknown) => error instanceof DOMException && error.name === "TimeoutError";
