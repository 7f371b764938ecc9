/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { SimulatedCostsNote } from "./simulated-costs-note";

describe("the console's note on simulated costs", () => {
  it("says the costs come from the simulated panel, and nothing with a real panel", () => {
    const { rerender } = render(<SimulatedCostsNote simulated />);
    expect(screen.getByRole("note").textContent).toMatch(/لوحة التنفيذ التجريبية \(محاكاة\)/);
    rerender(<SimulatedCostsNote simulated={false} />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});
