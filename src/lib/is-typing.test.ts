// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isTyping } from "./is-typing";

describe("isTyping", () => {
  it("is true in fields and editable content", () => {
    const editable = document.createElement("div");
    // jsdom does not work isContentEditable out from contenteditable; a browser does.
    Object.defineProperty(editable, "isContentEditable", { value: true });
    for (const element of [
      document.createElement("input"),
      document.createElement("textarea"),
      document.createElement("select"),
      editable,
    ]) {
      expect(isTyping(element)).toBe(true);
    }
  });

  it("is false on buttons, plain elements, the window and nothing", () => {
    expect(isTyping(document.createElement("button"))).toBe(false);
    expect(isTyping(document.createElement("div"))).toBe(false);
    expect(isTyping(window)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
