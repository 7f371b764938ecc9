import { logOutput, type LogLevel, type LogRecord } from "@/lib/log";

/**
 * Keeps what the server logger writes from now on, instead of printing it, and
 * reads it back as records. Ends with restore() or jest.restoreAllMocks().
 */
export function captureLogs(): {
  records: (level?: LogLevel) => LogRecord[];
  messages: (level?: LogLevel) => string[];
  restore: () => void;
} {
  const spy = jest.spyOn(logOutput, "write").mockImplementation(() => {});
  const records = (level?: LogLevel) =>
    spy.mock.calls.map(([, line]) => JSON.parse(line) as LogRecord).filter((r) => !level || r.level === level);
  return {
    records,
    messages: (level) => records(level).map((r) => r.msg),
    restore: () => spy.mockRestore(),
  };
}
