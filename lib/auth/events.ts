import "server-only";

/** What the registration conversion hook receives (never the password). */
export interface RegisteredUser {
  id: string;
  username: string;
  /** Null when unknown (no trusted proxy). */
  ip: string | null;
  userAgent: string | null;
}

type Listener = (user: RegisteredUser) => void | Promise<void>;
const listeners = new Set<Listener>();

/**
 * Hook point for the registration conversion event: the ad-events work
 * subscribes here to send CompleteRegistration server-side. The browser also
 * fires the pixel event after a successful sign-up (components/auth).
 * Returns a function that removes the listener.
 */
export function onUserRegistered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs every listener; a failing one is logged and never breaks the sign-up. */
export async function emitUserRegistered(user: RegisteredUser): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(user);
      } catch (error) {
        console.error("[auth] registration listener failed", error);
      }
    }),
  );
}
