import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The shipped nginx site (deploy/nginx/store.conf, rendered by
 * deploy/nginx/render.mjs) started in a temporary folder: a main nginx.conf
 * around it with its own pid, logs and temp paths, a self-signed certificate,
 * free ports. Used by the proxy smoke test and the pages bench.
 */
const ROOT = path.resolve(__dirname, "..", "..");
/** Debian's enabled dynamic modules (brotli_static among them when installed), as its nginx.conf includes them. */
const MODULES_ENABLED = "/etc/nginx/modules-enabled";

/**
 * The load_module lines of Debian's enabled modules, with their paths made
 * absolute: Debian's files name `modules/…`, relative to nginx's prefix,
 * which this temporary server moves (-p).
 */
function enabledModules(): string {
  if (!existsSync(MODULES_ENABLED)) return "";
  return readdirSync(MODULES_ENABLED)
    .filter((f) => f.endsWith(".conf"))
    .map((f) => readFileSync(path.join(MODULES_ENABLED, f), "utf8"))
    .join("\n")
    .replace(/^(\s*load_module\s+)(?!\/)/gm, "$1/usr/lib/nginx/");
}

/** Debian's nginx, or null when it is not installed. */
export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

export interface RunningNginx {
  httpsPort: number;
  httpPort: number;
  /** PEM of the self-signed certificate, for clients to trust. */
  ca: string;
  dir: string;
  /** The rendered site sends brotli files (render.mjs found Debian's brotli_static module). */
  brotli: boolean;
  child: ChildProcess;
  stop: () => Promise<void>;
  errorLog: () => string;
}

/** Precompresses the build (deploy/precompress.mjs) so the site's includes exist; marks which build it was. */
export function precompress(storeDir = ROOT): void {
  const dist = path.join(storeDir, ".next");
  execFileSync(process.execPath, [path.join(ROOT, "deploy", "precompress.mjs"), dist], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  writeFileSync(path.join(dist, "precompressed", ".build-id"), readFileSync(path.join(dist, "BUILD_ID")));
}

/**
 * The build's precompressed copy, made once per build. The browser tests'
 * global setup makes it before any file runs: precompress.mjs empties the
 * folder first, so two files doing it at once took each other's includes
 * away under nginx -t (proxy.e2e and scale-out, seen in CI). A file then only
 * finds it made; a bench run alone makes it when the build is newer.
 */
export function ensurePrecompressed(storeDir = ROOT): void {
  const dist = path.join(storeDir, ".next");
  const marker = path.join(dist, "precompressed", ".build-id");
  const current =
    existsSync(marker) &&
    existsSync(path.join(dist, "precompressed", "security-headers.conf")) &&
    readFileSync(marker, "utf8") === readFileSync(path.join(dist, "BUILD_ID"), "utf8");
  if (!current) precompress(storeDir);
}

export async function startNginx(opts: {
  nginx: string;
  upstream: string;
  httpsPort: number;
  httpPort: number;
  storeDir?: string;
  serverName?: string;
  /** worker_processes; the bench pins it to one CPU. */
  workers?: number;
  /** Run nginx through `taskset -c cpu`. */
  cpu?: number | null;
}): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "store-nginx-"));
  for (const d of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, d));
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost"].concat([
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]),
    { stdio: "ignore" },
  );
  // The README's command.
  const site = execFileSync(
    process.execPath,
    [
      path.join(ROOT, "deploy", "nginx", "render.mjs"),
      ...["--store-dir", opts.storeDir ?? ROOT, "--upstream", opts.upstream],
      ...["--server-name", opts.serverName ?? "localhost", "--cert", cert, "--key", key],
      ...["--https-port", String(opts.httpsPort), "--http-port", String(opts.httpPort)],
    ],
    { encoding: "utf8" },
  );
  writeFileSync(path.join(dir, "store.conf"), site);
  // As Debian's /etc/nginx/nginx.conf sets up the http context, minus what
  // needs root-owned paths; workers stay root when the test runs as root so
  // they can read the checkout wherever it is.
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `${asRoot ? "user root;\n" : ""}worker_processes ${opts.workers ?? 1};
pid ${dir}/nginx.pid;
${enabledModules()}
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/store.conf;
}
`,
  );
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"];
  execFileSync(opts.nginx, ["-t", ...args.slice(0, 4)], { stdio: "pipe" });
  const [command, argv] =
    opts.cpu === undefined || opts.cpu === null
      ? [opts.nginx, args]
      : ["/usr/bin/taskset", ["-c", String(opts.cpu), opts.nginx, ...args]];
  const child = spawn(command, argv, { stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(opts.httpsPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readLog(dir)}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${readLog(dir)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    httpsPort: opts.httpsPort,
    httpPort: opts.httpPort,
    ca: readFileSync(cert, "utf8"),
    dir,
    brotli: /^\s*brotli_static on;/m.test(site),
    child,
    errorLog: () => readLog(dir),
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill("SIGQUIT"); // graceful: finish what is in flight
      }),
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, "error.log"), "utf8");
  } catch {
    return "(no error log)";
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
