// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useStoredValue } from "./use-stored-value";

const schema = v.object({ name: v.string() });
const loadSchema = vi.fn(async () => schema);

function Probe({ storageKey, draft }: { storageKey: string; draft: string }) {
  const [value, clear] = useStoredValue("session", storageKey, loadSchema, "Error parsing probe");
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
  it("reads the key once, not on every re-render (each keystroke re-renders the contact form)", async () => {
    sessionStorage.setItem("probe-1", JSON.stringify({ name: "Quote" }));
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const { rerender } = render(<Probe storageKey="probe-1" draft="" />);
    expect(await screen.findByText("Quote /")).toBeInTheDocument();
    const reads = () => getItem.mock.calls.filter(([key]) => key === "probe-1").length;
    const onMount = reads();
    for (const draft of ["H", "Hi", "Hi ", "Hi t", "Hi th"]) rerender(<Probe storageKey="probe-1" draft={draft} />);
    expect(screen.getByText("Quote / Hi th")).toBeInTheDocument();
    expect(reads()).toBe(onMount);
  });

  it("fetches no schema while nothing is stored under the key (most visits)", async () => {
    loadSchema.mockClear();
    render(<Probe storageKey="probe-5" draft="" />);
    await act(async () => {});
    expect(screen.getByText("none /")).toBeInTheDocument();
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("reads again when a page starts watching the key anew, after another page wrote it", async () => {
    const first = render(<Probe storageKey="probe-2" draft="" />);
    await act(async () => {});
    expect(screen.getByText("none /")).toBeInTheDocument();
    first.unmount();
    sessionStorage.setItem("probe-2", JSON.stringify({ name: "Order" }));
    render(<Probe storageKey="probe-2" draft="" />);
    expect(await screen.findByText("Order /")).toBeInTheDocument();
  });

  it("clears the key and every reader", async () => {
    sessionStorage.setItem("probe-3", JSON.stringify({ name: "Quote" }));
    render(<Probe storageKey="probe-3" draft="" />);
    await screen.findByText("Quote /");
    act(() => screen.getByRole("button", { name: "Clear" }).click());
    expect(screen.getByText("none /")).toBeInTheDocument();
    expect(sessionStorage.getItem("probe-3")).toBeNull();
  });

  it("logs and clears data that does not fit the schema", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    sessionStorage.setItem("probe-4", JSON.stringify({ name: 42 }));
    render(<Probe storageKey="probe-4" draft="" />);
    await act(async () => {});
    expect(screen.getByText("none /")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Error parsing probe", expect.anything());
    expect(sessionStorage.getItem("probe-4")).toBeNull();
  });
});
