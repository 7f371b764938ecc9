import { db } from "@/lib/db";
import {
  resetSimulatedPanels,
  simulatedPanelState,
  type HeldOrder,
  type SimFault,
  type SimCall,
  type SimOutcome,
  type SimService,
} from "@/lib/smm-panel/simulated";

/**
 * The controls of the embedded default's simulated SMM panel
 * (lib/smm-panel/simulated.ts) for tests and benches: faults, outcomes,
 * services, held orders, its balance and what reached it.
 */
export type SimPanelControls = ReturnType<typeof controlsOf>;

/** Test and demo controls of one simulated panel (its own faults, services, orders and balance). */
function controlsOf(instance: number) {
  return {
    /** The next `times` calls of `action` meet `fault`. */
    inject(action: string, fault: SimFault, times = 1) {
      const list = simulatedPanelState(instance).faults.get(action) ?? [];
      for (let i = 0; i < times; i++) list.push(fault);
      simulatedPanelState(instance).faults.set(action, list);
    },
    /** How the next created order ends (default: complete). */
    nextOutcome(outcome: SimOutcome, remains?: number) {
      simulatedPanelState(instance).outcomes.push({ outcome, remains });
    },
    async setBalance(balance: string) {
      await db.simPanelAccount.upsert({
        where: { id: instance },
        create: { id: instance, balance },
        update: { balance },
      });
    },
    /** While down, every call gets its proxy's HTTP 503 page and reaches nothing. */
    setDown(down: boolean) {
      simulatedPanelState(instance).down = down;
    },
    /** What `services` answers from now on (the service check's tests). */
    setServices(services: SimService[]) {
      simulatedPanelState(instance).services = services;
    },
    /**
     * Fixes what the panel says about an order: stalled ("Pending"), stuck
     * half-way ("In progress"), or ended ("Partial", "Canceled", "Completed")
     * with these remains (and, with `charge`, what it charged). A cancel still
     * ends a held order that is under way.
     */
    hold(orderId: number | string, order: HeldOrder) {
      simulatedPanelState(instance).held.set(Number(orderId), order);
    },
    /** The panel loses an order: it answers "Incorrect order ID" for it. */
    async forget(orderId: number | string) {
      await db.simPanelOrder.deleteMany({ where: { id: Number(orderId), instance } });
    },
    /** Every order the panel has created, oldest first. */
    orders() {
      return db.simPanelOrder.findMany({ where: { instance }, orderBy: { id: "asc" } });
    },
    /** The calls that reached the panel, oldest first (refused ones included; none while it was down). */
    get calls(): readonly SimCall[] {
      return simulatedPanelState(instance).calls;
    },
    /** `add` calls that reached the panel. */
    get addCalls() {
      return simulatedPanelState(instance).addCalls;
    },
    /** Every simulated panel starts afresh (both: tests reset once). */
    reset() {
      resetSimulatedPanels();
    },
  };
}

/** The first simulated panel's controls. */
export const simulatedPanel = controlsOf(1);
/** The second simulated panel's controls (SIMULATED_SECOND_PANEL, or a test's second panel double). */
export const secondSimulatedPanel = controlsOf(2);
