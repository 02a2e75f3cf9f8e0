// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Input, Textarea, textFieldClass } from "./text-field";

const classesOf = (element: HTMLElement) => element.className.split(" ");

describe("textFieldClass", () => {
  it("sets a field in heading colour, and a read-only one in body text", () => {
    expect(textFieldClass({}).split(" ")).toContain("text-heading");
    expect(textFieldClass({}).split(" ")).not.toContain("text-text");
    expect(textFieldClass({ readOnly: true }).split(" ")).toContain("text-text");
    expect(textFieldClass({ readOnly: true }).split(" ")).not.toContain("text-heading");
  });

  it("gives one padding, one fill and one corner per look, and adds the caller's layout", () => {
    const roomy = textFieldClass({}, "w-full").split(" ");
    expect(roomy).toEqual(expect.arrayContaining(["rounded-xl", "px-4", "py-3", "bg-background", "w-full"]));
    const compact = textFieldClass({ compact: true, tone: "secondary" }).split(" ");
    expect(compact).toEqual(expect.arrayContaining(["rounded-lg", "px-3", "py-2", "bg-background-secondary"]));
    expect(compact).not.toContain("rounded-xl");
    expect(compact).not.toContain("bg-background");
  });
});

describe("Input and Textarea", () => {
  it("keep the name their label gives and the attributes they are given, without the look's props", () => {
    render(
      <>
        <label htmlFor="subject">Subject</label>
        <Input id="subject" maxLength={80} compact tone="secondary" className="w-full" />
        <Textarea aria-label="Message" rows={4} readOnly defaultValue="Hello" />
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Subject" });
    expect(input).toHaveAttribute("maxlength", "80");
    expect(input).not.toHaveAttribute("compact");
    expect(input).not.toHaveAttribute("tone");
    expect(classesOf(input)).toEqual(expect.arrayContaining(["rounded-lg", "bg-background-secondary", "w-full"]));
    const textarea = screen.getByRole("textbox", { name: "Message" });
    expect(textarea.tagName).toBe("TEXTAREA");
    expect(textarea).toHaveAttribute("readonly");
    expect(classesOf(textarea)).toContain("text-text");
  });

  it("hand their element to a ref, for focus", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea aria-label="Comment" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole("textbox", { name: "Comment" }));
  });
});
