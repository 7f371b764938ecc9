import { chmodSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";

/**
 * The embedded database's owner answers other local processes over a unix
 * socket beside its folder (`<folder>.sock`, mode 0600: only the account that
 * runs the store may connect), so operator commands work while the store runs
 * without a second process opening the database
 * (docs/operations.md#one-process-per-embedded-database). The commands are
 * given by the caller; this file knows only how to carry them.
 */

export interface ControlAnswer {
  ok: boolean;
  output: string;
}

export type ControlHandlers = Record<string, (args: string[]) => Promise<ControlAnswer>>;

const MAX_BODY = 16 * 1024;

export function socketFileFor(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.sock`;
}

export function serveControl(socket: string, handlers: ControlHandlers): Promise<Server> {
  // The caller holds the folder's lock: a socket file left here is a dead process's.
  rmSync(socket, { force: true });
  const server = createServer((req, res) => {
    const answer = (status: number, body: ControlAnswer) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on("end", () => {
      const command = (req.url ?? "/").slice(1);
      const handler = req.method === "POST" && Object.hasOwn(handlers, command) ? handlers[command] : undefined;
      if (!handler) return answer(404, { ok: false, output: `unknown command ${command}` });
      let args: string[];
      try {
        const parsed = JSON.parse(body || "{}") as { args?: unknown };
        args = Array.isArray(parsed.args) ? parsed.args.map(String) : [];
      } catch {
        return answer(400, { ok: false, output: "bad request" });
      }
      handler(args).then(
        (result) => answer(200, result),
        (error: unknown) => answer(500, { ok: false, output: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(socket, () => {
      chmodSync(socket, 0o600);
      server.unref();
      resolve(server);
    });
  });
}

export function callControl(socket: string, command: string, args: string[]): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: `/${command}`, method: "POST" }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => {
        try {
          resolve(JSON.parse(text) as ControlAnswer);
        } catch {
          reject(new Error(`the running store answered ${res.statusCode}`));
        }
      });
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error("the running store did not answer within 30 s")));
    req.end(JSON.stringify({ args }));
  });
}
