import { sourceLinesMatching } from "@/test/support/source-files";

describe("the SMM panel's API has one fake", () => {
  it("answers its actions only in the simulated panel: the tests' double carries requests to it", () => {
    const answersActions = /case "(add|status|refill|refill_status|cancel|balance|services)":/;
    const dirs = ["app", "components", "lib", "test", "bench", "scripts"];
    expect(sourceLinesMatching(answersActions, { dirs, except: ["lib/fulfilment/simulated-panel.ts"] })).toEqual([]);
  });
});
