"use client";

import { useRef, useState, type ChangeEvent } from "react";
import { failureMessage } from "@/src/lib/api-client";
import { uploadPicture } from "./api";

/** The formats a picker offers; the server decides by content (src/features/rounds/server/images.ts). */
export const ACCEPTED_PICTURES = "image/jpeg,image/png,image/webp";

/**
 * One picture sent to `url` from a hidden file picker, with its progress (0 to 1, null when idle):
 * a draft's replacement or a published post's next version. A refusal goes to `onProblem` with
 * `title` before the server's sentence; success clears it and reloads (`onUploaded`).
 */
export function usePictureUpload({
  url,
  title,
  onUploaded,
  onProblem,
}: {
  url: string;
  title: string;
  onUploaded: () => Promise<void>;
  onProblem: (message: string | null) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File) {
    const form = new FormData();
    form.set("file", file);
    setProgress(0);
    try {
      await uploadPicture(url, form, setProgress);
      onProblem(null);
      await onUploaded();
    } catch (error) {
      onProblem(`${title}: ${failureMessage(error)}`);
    } finally {
      setProgress(null);
    }
  }

  return {
    progress,
    choose: () => input.current?.click(),
    /** Spread on a visually hidden <input> (give it an aria-label). */
    inputProps: {
      ref: input,
      type: "file",
      accept: ACCEPTED_PICTURES,
      className: "sr-only",
      tabIndex: -1,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        if (file) void upload(file);
        event.target.value = "";
      },
    },
  };
}
