import { describe, expect, it } from "vitest";
import { oneAtATime } from "./one-at-a-time";

/** A task that runs until it is told to finish, noting when it starts. */
function task(log: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const run = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { run, finish: () => finish(name), fail: () => fail(new Error(name)) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("oneAtATime", () => {
  it("starts each task when the one before has settled, in the order they came", async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const [a, b, c] = [task(log, "a"), task(log, "b"), task(log, "c")];
    const results = [inTurn(a.run), inTurn(b.run), inTurn(c.run)];
    await settle();
    expect(log).toEqual(["start a"]);
    a.finish();
    await settle();
    expect(log).toEqual(["start a", "start b"]);
    b.finish();
    await settle();
    c.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
  });

  it("gives up the turn when a task fails or throws, and passes the failure to its caller only", async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const failing = task(log, "failing");
    const failed = inTurn(failing.run);
    const thrown = inTurn(() => {
      throw new Error("thrown");
    });
    const after = inTurn(async () => "after");
    await settle();
    expect(log).toEqual(["start failing"]);
    failing.fail();
    await expect(failed).rejects.toThrow("failing");
    await expect(thrown).rejects.toThrow("thrown");
    expect(await after).toBe("after");
  });
});
