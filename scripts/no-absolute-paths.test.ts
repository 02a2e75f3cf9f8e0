// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/*
 * Nothing committed names a place on one machine (a home or work folder, /tmp): a clone elsewhere
 * has none of them. System programs the README requires (/usr/bin/chromium, /usr/lib/postgresql)
 * are named where they are installed, and are not matched here.
 */
const MACHINE_PATH = /(?<![\w.@-])\/(?:work|root|tmp|Users|home\/\w+|var\/folders)\//;

describe("committed files", () => {
  it("name no absolute path of one machine", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
      .split("\0")
      .filter(
        (file) => file && file !== "package-lock.json" && !/\.(png|jpe?g|webp|mp4|webm|ico|woff2?|pdf)$/.test(file),
      );
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        return [];
      }
      return text
        .split("\n")
        .flatMap((line, index) => (MACHINE_PATH.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(found).toEqual([]);
  });
});
