import { act, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useStoredValue } from "./use-stored-value";

const schema = v.object({ name: v.string() });

function Probe({ storageKey, draft }: { storageKey: string; draft: string }) {
  const [value, clear] = useStoredValue("session", storageKey, schema, "Error parsing probe");
  return (
    <p>
      {value?.name ?? "none"} / {draft}
      <button type="button" onClick={clear}>
        Clear
      </button>
    </p>
  );
}

afterEach(() => sessionStorage.clear());

describe("useStoredValue", () => {
  it("reads the key once, not on every re-render (each keystroke re-renders the contact form)", () => {
    sessionStorage.setItem("probe-1", JSON.stringify({ name: "Quote" }));
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const { rerender } = render(<Probe storageKey="probe-1" draft="" />);
    for (const draft of ["H", "Hi", "Hi ", "Hi t", "Hi th"]) rerender(<Probe storageKey="probe-1" draft={draft} />);
    expect(screen.getByText("Quote / Hi th")).toBeInTheDocument();
    expect(getItem.mock.calls.filter(([key]) => key === "probe-1")).toHaveLength(1);
  });

  it("reads again when a page starts watching the key anew, after another page wrote it", () => {
    const first = render(<Probe storageKey="probe-2" draft="" />);
    expect(screen.getByText("none /")).toBeInTheDocument();
    first.unmount();
    sessionStorage.setItem("probe-2", JSON.stringify({ name: "Order" }));
    render(<Probe storageKey="probe-2" draft="" />);
    expect(screen.getByText("Order /")).toBeInTheDocument();
  });

  it("clears the key and every reader", () => {
    sessionStorage.setItem("probe-3", JSON.stringify({ name: "Quote" }));
    render(<Probe storageKey="probe-3" draft="" />);
    act(() => screen.getByRole("button", { name: "Clear" }).click());
    expect(screen.getByText("none /")).toBeInTheDocument();
    expect(sessionStorage.getItem("probe-3")).toBeNull();
  });
});
